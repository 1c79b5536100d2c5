import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import { RouterProvider } from 'react-router';
import { SessionGuard } from '../features/sign-in/session-guard';
import { CONSOLE_CONFIG } from './console-config';
import { router } from './routes';
import { useReducedMotion } from './use-reduced-motion';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: true },
  },
});

/**
 * The console: Chinese antd, one query client, the router. antd's App gives message and modal their context.
 * Pop-ups, menus and messages appear without animating when the system asks for reduced motion.
 */
export function App() {
  const reducedMotion = useReducedMotion();
  return (
    <ConfigProvider {...CONSOLE_CONFIG} theme={{ token: { motion: !reducedMotion } }}>
      <AntApp>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <SessionGuard />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
