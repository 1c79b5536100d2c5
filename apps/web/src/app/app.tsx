import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { createHashRouter, Navigate, Outlet, RouterProvider } from 'react-router';
import { SiteGate } from '../features/site/site-gate';
import { PageLoading } from '../shared/page-loading';
import { DocumentHead } from './document-head';
import { Guard } from './guard';
import { MainLayout } from './main-layout';
import { createQueryClient } from './query-client';
import { RouteErrorScreen } from './route-error-screen';
import { BARE_ROUTES, MAIN_ROUTES, type RouteSpec } from './routes';
import { SessionWatch } from './session-watch';

function element(route: RouteSpec) {
  // Keep-alive pages are rendered by the layout itself.
  if (route.keepAlive) return null;
  const page = <route.page />;
  return route.guarded ? <Guard>{page}</Guard> : page;
}

function Root() {
  return (
    <>
      <SessionWatch />
      <DocumentHead />
      <Outlet />
    </>
  );
}

const router = createHashRouter([
  {
    element: <Root />,
    errorElement: <RouteErrorScreen />,
    children: [
      { element: <MainLayout />, children: MAIN_ROUTES.map((route) => ({ path: route.path, element: element(route) })) },
      ...BARE_ROUTES.map((route) => ({
        path: route.path,
        element: (
          <Suspense fallback={<PageLoading />}>
            <route.page />
          </Suspense>
        ),
      })),
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
]);

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SiteGate>
        <RouterProvider router={router} />
      </SiteGate>
    </QueryClientProvider>
  );
}
