import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from './api/runtime-config';
import { App } from './app/app';
import { warmFirstRoute } from './app/first-route';
import { createQueryClient } from './app/query-client';
import { registerServiceWorker } from './app/service-worker';
import { splashPainted } from './app/splash-paint';
import { applyStoredTheme } from './app/theme';
import './app/global.css';

applyStoredTheme();
await loadRuntimeConfig();

const queryClient = createQueryClient();
warmFirstRoute(queryClient);

await splashPainted();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('#root is missing from index.html');
createRoot(rootElement).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
);
registerServiceWorker();
