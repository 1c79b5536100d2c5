import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MainLayout } from '../src/app/main-layout';
import { createQueryClient } from '../src/app/query-client';
import KefuPage from '../src/features/kefu/kefu-page';
import { SiteGate } from '../src/features/site/site-gate';
import { PATHS } from '../src/shared/paths';
import { MemoryRouter, Route, Routes, useLocation } from '../src/shared/router';
import { appInfo } from './support/app-info-fixture';
import { fakeApi, ok } from './support/fake-api';

/** The money screens: deposit and its pay info, withdraw, transfer, the bound accounts and the records. */
const MONEY_SCREENS = [
  PATHS.wallet,
  PATHS.payInfo,
  PATHS.withdraw,
  PATHS.transfer,
  PATHS.bankCard,
  PATHS.addBankCard,
  PATHS.addUsdtAds,
  PATHS.addAnToken,
  PATHS.meyList,
  PATHS.fundingRecords,
];
const SERVICE_URL = 'https://chat.example.com/room/1';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

/** The main layout at `path`, each screen standing in for its page. */
function renderLayout(path: string) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<MainLayout />}>
            {[...MONEY_SCREENS, PATHS.about].map((screenPath) => (
              <Route key={screenPath} path={screenPath} element={<p>页面内容</p>} />
            ))}
            <Route path={PATHS.kefu} element={null} />
          </Route>
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('客服 from the money screens', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each(MONEY_SCREENS)('%s has 客服 in its title bar', (path) => {
    fakeApi({});
    renderLayout(path);
    expect(screen.getByRole('banner')).toContainElement(screen.getByRole('link', { name: '客服' }));
    expect(screen.getByRole('link', { name: '客服' })).toHaveAttribute('href', PATHS.kefu);
  });

  it('opens the service chat from /withdraw', async () => {
    fakeApi({ '/api/getservicerurl': ok({ url: SERVICE_URL }) });
    const user = userEvent.setup();
    renderLayout(PATHS.withdraw);
    await user.click(screen.getByRole('link', { name: '客服' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/kefu$/);
    expect(await screen.findByTitle('在线客服')).toHaveAttribute('src', SERVICE_URL);
  });

  it('is not in the title bar of a screen without money', () => {
    fakeApi({});
    renderLayout(PATHS.about);
    expect(screen.getByRole('heading', { name: '关于我们' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '客服' })).not.toBeInTheDocument();
  });
});

describe('客服 from the maintenance screen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('opens the service chat over the maintenance screen, and back to it', async () => {
    fakeApi({ '/api/app': ok(appInfo({ site_state: 0, repair_tips: '维护到下午三点' })), '/api/getservicerurl': ok({ url: SERVICE_URL }) });
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <SiteGate serviceChat={<KefuPage />}>
          <p>站点内容</p>
        </SiteGate>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('维护到下午三点')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '联系客服' }));
    expect(await screen.findByTitle('在线客服')).toHaveAttribute('src', SERVICE_URL);
    await user.click(screen.getByRole('button', { name: '返回' }));
    await waitFor(() => expect(screen.queryByTitle('在线客服')).not.toBeInTheDocument());
    expect(screen.getByText('维护到下午三点')).toBeInTheDocument();
  });
});
