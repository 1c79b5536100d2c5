import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { CONSOLE_CONFIG } from '../../src/app/console-config';

/** The address the screen is at now, its query included, for a test to read. */
function AddressProbe() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

/** The address the console shows, as AddressProbe wrote it. */
export const shownAddress = (container: ParentNode = document) => container.querySelector('[data-testid="address"]')?.textContent ?? '';

/**
 * One console screen at `url` through the console's providers (antd as the console sets it, without motion, and its App, a fresh query client
 * without retries, a memory router), with the address it is at shown beside it.
 */
export function renderConsole(screen: ReactElement, url = '/') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const path = url.split('?')[0] ?? '/';
  return render(
    <ConfigProvider {...CONSOLE_CONFIG} theme={{ token: { motion: false } }}>
      <App>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route path={path} element={screen} />
            </Routes>
            <AddressProbe />
          </MemoryRouter>
        </QueryClientProvider>
      </App>
    </ConfigProvider>,
  );
}
