import type { Game, GamePlatform } from '@casino/contract/entities/games';
import { MSG } from '@casino/contract/messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import GameSearchSheet from '../src/features/home/game-search-sheet';
import { CategoryTabs } from '../src/features/home/category-tabs';
import LobbyRows from '../src/features/home/lobby-rows';
import { ProviderCards } from '../src/features/home/provider-cards';
import { session } from '../src/shared/session';
import { fakeApi, ok } from './support/fake-api';
import { stubPointerCapture } from './support/pointer-capture';
import { renderScreen } from './support/render-screen';

const game = (platform: string, code: string, name: string, category: Game['category_id'] = 'concise'): Game => ({
  category_id: category,
  platform_name: platform,
  game_code: code,
  name,
  app_state: 1,
  app_img: `http://localhost/assets/demo/tile/${platform}~${name}.svg`,
});
const card = (code: string, name: string, categories: Game['category_id'][], logo = `http://localhost/assets/demo/brand/${code}.svg`): GamePlatform => ({ code, name, logo, categories });

const HOME_GAMES = [game('ag', 'ag_lobby', 'AG旗舰厅', 'realbet'), game('bg', 'bg_lobby', 'BG真人厅', 'realbet'), game('pg', 'pg', 'PG电子'), game('fgfish', 'fgfish', 'FG捕鱼')];
const PLATFORMS = [card('ag', 'AG视讯', ['realbet']), card('bg', 'BG视讯', ['realbet'], ''), card('pg', 'PG电子', ['concise']), card('fgfish', 'FG捕鱼', ['concise'])];

const elsewhere = () => screen.findByTestId('elsewhere');
const guardDialog = async () => within(await screen.findByRole('dialog'));

describe('the lobby (issue #33 item 13)', () => {
  beforeAll(async () => {
    // The search sheet's Popup drags; jsdom has no pointer capture.
    stubPointerCapture();
    await import('../src/shared/login-guard-dialog');
  });
  afterEach(() => {
    session.clear();
    vi.unstubAllGlobals();
  });

  it('has the six category tabs of SPEC, the chosen one selected', async () => {
    function Tabs() {
      const [active, setActive] = useState<Game['category_id']>('realbet');
      return <CategoryTabs active={active} onChange={setActive} />;
    }
    const user = userEvent.setup();
    renderScreen(<Tabs />, '/');
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['真人视讯', '电子游艺', '体育赛事', '电子竞技', '彩票游戏', '棋牌游戏']);
    expect(screen.getByRole('tab', { name: '真人视讯' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: '电子游艺' }));
    expect(screen.getByRole('tab', { name: '电子游艺' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: '真人视讯' })).toHaveAttribute('aria-selected', 'false');
  });

  it('shows the providers of the category with their logos; a slot provider opens its list', async () => {
    const user = userEvent.setup();
    renderScreen(<ProviderCards platforms={PLATFORMS} category="concise" games={HOME_GAMES} />, '/');
    const cards = within(screen.getByRole('list', { name: '游戏平台' })).getAllByRole('button');
    expect(cards.map((button) => button.textContent)).toEqual(['PG电子', 'FG捕鱼']);
    expect(cards[0]?.querySelector('img')).toHaveAttribute('src', 'http://localhost/assets/demo/brand/pg.svg');
    await user.click(screen.getByRole('button', { name: 'FG捕鱼' }));
    expect(await elsewhere()).toHaveTextContent('/electronics?type=fgfish');
  });

  it("gives a visitor the guard dialog on a live provider's card, a member its lobby game", async () => {
    fakeApi({});
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderScreen(<ProviderCards platforms={PLATFORMS} category="realbet" games={HOME_GAMES} />, '/');
    // A platform without a logo is its name alone.
    expect(screen.getByRole('button', { name: 'BG视讯' }).querySelector('img')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'AG视讯' }));
    const dialog = await guardDialog();
    expect(dialog.getByText(MSG.loginRequired)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: '去登录' }));
    expect(await elsewhere()).toHaveTextContent('/login?type=0&redirect=%2F');
  });

  it('opens a member’s lobby game from its provider’s card', async () => {
    session.signIn('token-1');
    const user = userEvent.setup();
    renderScreen(<ProviderCards platforms={PLATFORMS} category="realbet" games={HOME_GAMES} />, '/');
    await user.click(screen.getByRole('button', { name: 'BG视讯' }));
    expect(await elsewhere()).toHaveTextContent('/gamePage?name=bg&type=realbet&code=bg_lobby');
  });

  it('searches the game names on the server once typing pauses; a found slot game opens itself for a member', async () => {
    const api = fakeApi({ '/api/game/search': [ok([game('fgfish', 'fgfish_001', '深海捕鱼'), game('fgfish', 'fgfish_002', '金蟾捕鱼')]), ok([])] });
    session.signIn('token-1');
    const user = userEvent.setup();
    const closed = vi.fn();
    renderScreen(<GameSearchSheet open onClose={closed} />, '/');
    await user.type(screen.getByRole('searchbox', { name: '游戏名称' }), '捕鱼');
    await screen.findByRole('button', { name: '金蟾捕鱼' });
    expect(api.callsTo('/api/game/search')).toHaveLength(1);

    await user.clear(screen.getByRole('searchbox', { name: '游戏名称' }));
    await user.type(screen.getByRole('searchbox', { name: '游戏名称' }), '没有的');
    expect(await screen.findByRole('status')).toHaveTextContent('没有找到“没有的”相关的游戏');

    await user.clear(screen.getByRole('searchbox', { name: '游戏名称' }));
    await user.type(screen.getByRole('searchbox', { name: '游戏名称' }), '捕鱼');
    expect(closed).not.toHaveBeenCalled();
    await user.click(await screen.findByRole('button', { name: '深海捕鱼' }));
    expect(await elsewhere()).toHaveTextContent('/gamePage?name=fgfish&type=concise&code=fgfish_001');
    // The sheet closes behind the game it opened.
    expect(closed).toHaveBeenCalledOnce();
  });

  it('says the search failed when its call does, not that nothing was found', async () => {
    fakeApi({ '/api/game/search': 'network-error' });
    const user = userEvent.setup();
    renderScreen(<GameSearchSheet open onClose={vi.fn()} />, '/');
    await user.type(screen.getByRole('searchbox', { name: '游戏名称' }), '捕鱼');
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.loadFailed);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('gives a visitor the guard dialog on a found game', async () => {
    fakeApi({ '/api/game/search': ok([game('pg', 'pg_003', '麻将胡了')]) });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderScreen(<GameSearchSheet open onClose={vi.fn()} />, '/');
    await user.type(screen.getByRole('searchbox', { name: '游戏名称' }), '麻将');
    await user.click(await screen.findByRole('button', { name: '麻将胡了' }));
    expect((await guardDialog()).getByText(MSG.loginRequired)).toBeInTheDocument();
  });

  it('shows a visitor 热门 alone, no 最近玩过', async () => {
    const api = fakeApi({ '/api/game_list_app': ok([game('ag', 'ag_lobby', 'AG旗舰厅', 'realbet')]) });
    renderScreen(<LobbyRows />, '/');
    await within(screen.getByRole('region', { name: '热门' })).findByRole('button', { name: 'AG旗舰厅' });
    expect(screen.queryByRole('region', { name: '最近玩过' })).toBeNull();
    expect(api.callsTo('/api/game/recent')).toEqual([]);
  });

  it('shows a member with no game played yet that 最近玩过 is empty', async () => {
    fakeApi({ '/api/game_list_app': ok([]), '/api/game/recent': ok([]) });
    session.signIn('token-1');
    renderScreen(<LobbyRows />, '/');
    expect(await within(screen.getByRole('region', { name: '最近玩过' })).findByText('还没有玩过的游戏，去试试下面的热门游戏吧')).toBeInTheDocument();
  });

  it('shows a member the games they played, newest first; a recent slot game opens itself', async () => {
    const api = fakeApi({ '/api/game_list_app': ok([]), '/api/game/recent': ok([game('pg', 'pg_003', '麻将胡了'), game('ag', 'ag_baccarat', 'AG百家乐', 'realbet')]) });
    session.signIn('token-1');
    const user = userEvent.setup();
    renderScreen(<LobbyRows />, '/');
    const recent = screen.getByRole('region', { name: '最近玩过' });
    await within(recent).findByRole('button', { name: '麻将胡了' });
    expect(within(recent).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['麻将胡了', 'AG百家乐']);
    expect(api.callsTo('/api/game/recent')[0]?.headers.authorization).toBe('Bearer token-1');
    await user.click(within(recent).getByRole('button', { name: '麻将胡了' }));
    expect(await elsewhere()).toHaveTextContent('/gamePage?name=pg&type=concise&code=pg_003');
  });
});
