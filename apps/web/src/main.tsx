import { unstableSetRender } from 'antd-mobile';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { loadRuntimeConfig } from './api/runtime-config';
import { App } from './app/app';
import './app/global.css';

// antd-mobile's Toast and Dialog render outside the tree; under React 19 they need createRoot. The
// function is marked deprecated only because antd-mobile 6 will not need it.
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

await loadRuntimeConfig();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('#root is missing from index.html');
createRoot(rootElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
