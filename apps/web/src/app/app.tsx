import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { HashRouter, Navigate, Route, Routes } from '../shared/router';
import { SiteGate } from '../features/site/site-gate';
import { PageLoading } from '../shared/page-loading';
import { PATHS } from '../shared/paths';
import { RequireLogin } from '../shared/require-login';
import { DocumentHead } from './document-head';
import { Guard } from './guard';
import { MainLayout } from './main-layout';
import { PasswordChangeGate } from './password-change-gate';
import { RouteErrorBoundary } from './route-error-boundary';
import { BARE_ROUTES, MAIN_ROUTES, mainRouteOf, type RouteSpec } from './routes';
import { SessionWatch } from './session-watch';
import { ThemeSync } from './theme-sync';

/** A route's page behind its guard, if any. */
export function routeElement(route: RouteSpec) {
  // Keep-alive pages are rendered by the layout itself.
  if (route.keepAlive) return null;
  const page = <route.page />;
  if (route.guard === 'home') return <Guard>{page}</Guard>;
  if (route.guard === 'login') return <RequireLogin>{page}</RequireLogin>;
  return page;
}

/** The service chat's page (/kefu), which the maintenance screen opens too. */
const ServiceChat = mainRouteOf(PATHS.kefu)?.page;

// Our own small hash router (shared/router), not React Router: the app uses no loaders or actions, and React
// Router's data router cost 29.5 KB gzip on every first visit, its declarative routes 13.6 KB.
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeSync />
      <SiteGate serviceChat={ServiceChat && <ServiceChat />}>
        <HashRouter>
          <DocumentHead />
          <PasswordChangeGate>
            <SessionWatch />
            <RouteErrorBoundary>
              <Routes>
                <Route element={<MainLayout />}>
                  {MAIN_ROUTES.map((route) => (
                    <Route key={route.path} path={route.path} element={routeElement(route)} />
                  ))}
                </Route>
                {BARE_ROUTES.map((route) => (
                  <Route
                    key={route.path}
                    path={route.path}
                    element={
                      <Suspense fallback={<PageLoading />}>
                        <route.page />
                      </Suspense>
                    }
                  />
                ))}
                <Route path="*" element={<Navigate to="/" replace />} />
              </Routes>
            </RouteErrorBoundary>
          </PasswordChangeGate>
        </HashRouter>
      </SiteGate>
    </QueryClientProvider>
  );
}
