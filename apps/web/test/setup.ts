import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach } from 'vitest';

// As in main.tsx: antd-mobile's Toast and Dialog need createRoot under React 19.
// eslint-disable-next-line @typescript-eslint/no-deprecated
unstableSetRender((node, container) => {
  const holder = container as Element & { _reactRoot?: Root };
  holder._reactRoot ??= createRoot(container);
  holder._reactRoot.render(node);
  return async () => {
    await Promise.resolve();
    holder._reactRoot?.unmount();
    delete holder._reactRoot;
  };
});

// findBy* and waitFor wait up to 1 s by default: on a machine busy with the rest of `npm test` (end-to-end
// browsers, two databases) a toast has been seen to take longer. What they wait for is the same.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
