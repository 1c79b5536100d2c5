import { Dialog, Toast, unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

// antd-mobile's Toast and Dialog.alert/confirm render outside the tree; under React 19 they need createRoot.
// The function is marked deprecated only because antd-mobile 6 will not need it. Set here, the one module
// through which the app reaches them, so the home route's first load carries none of antd-mobile's code.
// eslint-disable-next-line @typescript-eslint/no-deprecated
unstableSetRender((node, container) => {
  const holder = container as Element & { _reactRoot?: Root };
  holder._reactRoot ??= createRoot(container);
  const root = holder._reactRoot;
  root.render(node);
  return async () => {
    await Promise.resolve();
    root.unmount();
    delete holder._reactRoot;
  };
});

export { Dialog, Toast };
