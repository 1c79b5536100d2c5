import type { QueryClient } from '@tanstack/react-query';
import { appInfoQueryOptions } from '../api/queries/app-info';
import { session } from '../shared/session';
import { BARE_ROUTES, MAIN_ROUTES } from './routes';

/** The route the app opens on, from the address bar as the hash history reads it. */
function firstPathname(): string {
  const [pathname = ''] = window.location.hash.slice(1).split('?', 1);
  return pathname === '' ? '/' : pathname;
}

/**
 * Before the first render: asks for the app info, the first route's chunk and what that page reads first, all
 * at once. Left to the render, they come one after another (the gate waits for the app info before the route
 * renders, the route's chunk before its queries start), a round trip each on a phone's network.
 */
export function warmFirstRoute(client: QueryClient): void {
  client.query(appInfoQueryOptions()).catch(() => undefined);
  const pathname = firstPathname();
  const route = [...MAIN_ROUTES, ...BARE_ROUTES].find((candidate) => candidate.path === pathname);
  // A visitor is sent elsewhere before a guarded page renders: its chunk is not needed.
  if (!route || (route.guard !== undefined && session.token() === null)) return;
  // A failure is the render's to report (lazyWithRetry tries again, then the route's error screen).
  route.page.preload().catch(() => undefined);
  route.prefetch?.(client);
}
