import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from '../../src/shared/router';

/** Where the app went: the path and query of the route shown instead of the screen. */
function Elsewhere() {
  const location = useLocation();
  return <p data-testid="elsewhere">{`${location.pathname}${location.search}`}</p>;
}

/**
 * One screen at `url` through the real providers (a fresh QueryClient without retries, a MemoryRouter);
 * navigating away shows the new path in `elsewhere`.
 */
export function renderScreen(screen: ReactElement, url: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const path = url.split('?')[0] ?? '/';
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={screen} />
          <Route path="*" element={<Elsewhere />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { queryClient };
}

/** A Laravel page of items (SPEC §3 record lists). */
export function pageOf<T>(items: T[], current = 1, last = 1) {
  return { current_page: current, data: items, from: items.length ? 1 : null, to: items.length || null, last_page: last, per_page: 10, total: items.length };
}
