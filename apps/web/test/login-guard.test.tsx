import type { Game } from '@casino/contract/entities/games';
import { MSG } from '@casino/contract/messages';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../src/app/query-client';
import ElectronicsPage from '../src/features/games/electronics-page';
import { AccountBar } from '../src/features/home/account-bar';
import { GameGrid } from '../src/features/home/game-grid';
import PromotionDetailPage from '../src/features/promotions/promotion-detail-page';
import { MemoryRouter, Route, Routes, useLocation } from '../src/shared/router';
import { session } from '../src/shared/session';
import { fakeApi, ok } from './support/fake-api';

/** Where the app is, whichever route shows. */
function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

/** A screen at `url`, other paths showing nothing but where the app went. */
function renderAt(url: string, element: ReactElement) {
  const path = url.split('?')[0] ?? '/';
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={element} />
          <Route path="*" element={<p>其他页面</p>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const where = () => screen.getByTestId('where');
const guardDialog = async () => within(await screen.findByRole('dialog'));

class InertIntersectionObserver {
  observe = () => undefined;
  unobserve = () => undefined;
  disconnect = () => undefined;
  takeRecords = () => [];
}

const LIVE_GAME: Game = { category_id: 'realbet', platform_name: 'ag', game_code: 'live', name: 'AG真人', app_state: 1, app_img: '/ag.png' };

describe('the guard dialog of a visitor', () => {
  // The guard dialog's own chunk, imported once here rather than inside the first test's time limit.
  beforeAll(async () => {
    await import('../src/shared/login-guard-dialog');
  });
  afterEach(() => {
    session.clear();
    vi.unstubAllGlobals();
  });

  it('opens on 取款 with 请登录！, 去登录 and 去注册; 去注册 goes to register and back to 取款 after', async () => {
    fakeApi({});
    // The dialog's mask animates in with pointer-events off.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderAt('/', <AccountBar />);
    await user.click(screen.getByRole('button', { name: '取款' }));
    const dialog = await guardDialog();
    expect(dialog.getByText(MSG.loginRequired)).toBeInTheDocument();
    expect(where()).toHaveTextContent(/^\/$/);
    await user.click(dialog.getByRole('button', { name: '去注册' }));
    expect(where()).toHaveTextContent('/login?type=1&redirect=%2Fwithdraw');
  });

  it('goes to login from 去登录, coming back to the wanted screen after', async () => {
    fakeApi({});
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderAt('/', <AccountBar />);
    await user.click(screen.getByRole('button', { name: '转账' }));
    await user.click((await guardDialog()).getByRole('button', { name: '去登录' }));
    expect(where()).toHaveTextContent('/login?type=0&redirect=%2Ftransfer');
  });

  it('closes on 取消 and stays on the page', async () => {
    fakeApi({});
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderAt('/', <AccountBar />);
    await user.click(screen.getByRole('button', { name: '存款' }));
    await user.click((await guardDialog()).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(where()).toHaveTextContent(/^\/$/);
  });

  it('lets a member through to 取款 without a dialog', async () => {
    fakeApi({ '/api/balance': ok({ balance: 0, gameblance: 0 }) });
    session.signIn('token-1');
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderAt('/', <AccountBar />);
    await user.click(screen.getByRole('button', { name: '取款' }));
    expect(where()).toHaveTextContent(/^\/withdraw$/);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens on a game tile instead of a toast; after login the player is back on the lobby', async () => {
    fakeApi({});
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderAt('/', <GameGrid games={[LIVE_GAME]} />);
    await user.click(screen.getByRole('button', { name: 'AG真人' }));
    const dialog = await guardDialog();
    expect(dialog.getByText(MSG.loginRequired)).toBeInTheDocument();
    expect(document.querySelector('.adm-toast-main')).toBeNull();
    await user.click(dialog.getByRole('button', { name: '去登录' }));
    expect(where()).toHaveTextContent('/login?type=0&redirect=%2F');
  });

  it("opens on a slot provider's game", async () => {
    fakeApi({ '/api/gamelistBycode': ok([{ catecode: 'pg', gamecode: 'pg-1', gamename: '麻将胡了', gamepic: '/pg-1.png' }]) });
    // antd-mobile's lazy Image watches its tile; jsdom has no IntersectionObserver.
    vi.stubGlobal('IntersectionObserver', InertIntersectionObserver);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderAt('/electronics?type=pg', <ElectronicsPage />);
    await user.click(await screen.findByRole('button', { name: '麻将胡了' }));
    await user.click((await guardDialog()).getByRole('button', { name: '去注册' }));
    expect(where()).toHaveTextContent('/login?type=1&redirect=%2Felectronics%3Ftype%3Dpg');
  });

  it('opens on 立即申请 of a promotion, and 去登录 comes back to it', async () => {
    fakeApi({ '/api/activitydeatil': ok({ id: 7, type: 1, title: '首存送', banner: '/7.svg', created_at: '2026-01-02 10:00:00', state: 1, content: '<p>彩金</p>', can_apply: 1 }) });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderAt('/discountInfo?id=7', <PromotionDetailPage />);
    await user.click(await screen.findByRole('button', { name: '立即申请' }));
    await user.click((await guardDialog()).getByRole('button', { name: '去登录' }));
    expect(where()).toHaveTextContent('/login?type=0&redirect=%2FdiscountInfo%3Fid%3D7');
  });
});
