import { MSG } from '@casino/contract/messages';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import type { Page } from '@casino/contract/wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInOperator, type TestOperator } from './support/admins';
import { post, startTestApp, type TestApp } from './support/app';
import { dialects } from './support/databases';
import { expectSortedBothWays, compare } from './support/sorting';
import { registerMember } from './support/members';
import { fundedMember } from './support/money';

interface PlayerGame {
  name: string;
  platform_name: string;
}
interface ConsolePlatform {
  code: string;
  name: string;
  sort: number;
  hidden: boolean;
  games: number;
  open_sessions: number;
}
interface ConsoleGame {
  id: number;
  name: string;
  app_img: string;
  sort: number;
  hidden: boolean;
  hot: boolean;
}

/** Issue #12: platforms, the home's games and the slot games of each provider, changed from the console. */
describe.each(dialects)('games and platforms from the console on %s', (dialect) => {
  let t: TestApp;
  let editor: TestOperator;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    editor = await signedInOperator(t.app, t.db.database.db, 'games-editor', 'content');
  });
  afterAll(async () => {
    await t.close();
  });

  const get = async (url: string, operator = editor) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${operator.token}` } });
    return { status: response.statusCode, body: response.json<{ code: number; message: string; data: unknown }>() };
  };
  /** The list of a paged console answer. */
  const pageAt = async (url: string) => (await get(url)).body.data as Page<unknown>;
  const playerGames = async (category: string) => ((await t.app.inject({ method: 'GET', url: `/api/game/list?category=${category}` })).json<{ data: PlayerGame[] }>().data).map((g) => g.name);
  const hotGames = async () => ((await t.app.inject({ method: 'GET', url: '/api/game_list_app' })).json<{ data: PlayerGame[] }>().data).map((g) => g.name);
  const slotNames = async (provider: string) => ((await post(t.app, '/api/gamelistBycode', { gamecode: provider })).body.data as { gamename: string }[]).map((s) => s.gamename);
  const gameNamed = async (name: string) => {
    const found = ((await pageAt('/admin/api/games?per_page=50')).data as ConsoleGame[]).find((g) => g.name === name);
    if (!found) throw new Error(`no game ${name}`);
    return found;
  };
  const saveGame = (game: ConsoleGame, change: Partial<ConsoleGame>, operator = editor) =>
    post(t.app, '/admin/api/games/save', { id: game.id, name: game.name, app_img: game.app_img, sort: game.sort, hidden: game.hidden, hot: game.hot, ...change }, operator.token);
  const platformOf = async (code: string) => {
    const found = ((await pageAt('/admin/api/platforms?per_page=50')).data as ConsolePlatform[]).find((p) => p.code === code);
    if (!found) throw new Error(`no platform ${code}`);
    return found;
  };
  const savePlatform = (p: ConsolePlatform, change: Partial<ConsolePlatform>, operator = editor) =>
    post(t.app, '/admin/api/platforms/save', { code: p.code, name: p.name, sort: p.sort, hidden: p.hidden, ...change }, operator.token);
  const auditOf = (target: string) => t.db.database.db.selectFrom('audit_log').select(['action', 'admin_name', 'before_json', 'after_json']).where('target', '=', target).orderBy('id').execute();

  it("hides a game from the players' list and shows it again, marks one hot and reorders, each change audited", async () => {
    expect(await playerGames('realbet')).toContain('AG轮盘');
    const roulette = await gameNamed('AG轮盘');
    expect(roulette).toMatchObject({ hidden: false, hot: false });

    const hidden = await saveGame(roulette, { hidden: true });
    expect(hidden.body).toMatchObject({ code: 200, message: MSG.operationOk, data: { id: roulette.id, hidden: true } });
    expect(await playerGames('realbet')).not.toContain('AG轮盘');
    // The console still lists it, hidden.
    expect(await gameNamed('AG轮盘')).toMatchObject({ hidden: true });

    expect(await hotGames()).not.toContain('AG轮盘');
    expect((await saveGame(roulette, { hidden: false, hot: true })).body.code).toBe(200);
    expect(await playerGames('realbet')).toContain('AG轮盘');
    expect(await hotGames()).toContain('AG轮盘');

    // Order 0 puts it first of its category: it ties with AG旗舰厅 (sort 0) and has the larger id, so the lobby stays first.
    const before = await playerGames('realbet');
    expect(before[0]).toBe('AG旗舰厅');
    expect(before.indexOf('AG轮盘')).toBeGreaterThan(1);
    expect((await saveGame(roulette, { hot: true, sort: 0 })).body.code).toBe(200);
    expect((await playerGames('realbet')).slice(0, 2)).toEqual(['AG旗舰厅', 'AG轮盘']);

    expect((await saveGame(roulette, { hot: false })).body.code).toBe(200);
    expect(await hotGames()).not.toContain('AG轮盘');

    const audit = await auditOf(`game:${String(roulette.id)}`);
    expect(audit.map((a) => a.action)).toEqual(['adminSaveGame', 'adminSaveGame', 'adminSaveGame', 'adminSaveGame']);
    expect(audit.every((a) => a.admin_name === 'games-editor')).toBe(true);
    expect(JSON.parse(audit[0]?.before_json ?? '')).toMatchObject({ hidden: false });
    expect(JSON.parse(audit[0]?.after_json ?? '')).toMatchObject({ hidden: true });
    expect(JSON.parse(audit[2]?.after_json ?? '')).toMatchObject({ sort: 0, hot: true });
  });

  it('filters the games by category and platform, paged on the server', async () => {
    const page = await pageAt('/admin/api/games?category=joker&platform=ky&per_page=2&page=2');
    expect(page).toMatchObject({ total: 5, last_page: 3, current_page: 2, per_page: 2 });
    expect((page.data as ConsoleGame[]).map((g) => g.name)).toEqual(['炸金花', '斗地主']);
    expect((await pageAt('/admin/api/games?category=joker&platform=ag')).total).toBe(0);
  });

  it('hides a slot game from its provider list, renames and reorders one', async () => {
    const page = await pageAt('/admin/api/slot-games?catecode=pg&per_page=50');
    expect(page.total).toBe(10);
    const [first, second] = page.data as { id: number; gamename: string; gamepic: string; sort: number; hidden: boolean }[];
    if (!first || !second) throw new Error('pg has slot games');
    const save = (slot: typeof first, change: Record<string, unknown>) => post(t.app, '/admin/api/slot-games/save', { id: slot.id, gamename: slot.gamename, gamepic: slot.gamepic, sort: slot.sort, hidden: slot.hidden, ...change }, editor.token);

    expect((await slotNames('pg')).slice(0, 2)).toEqual([first.gamename, second.gamename]);
    expect((await save(first, { hidden: true })).body).toMatchObject({ code: 200, data: { hidden: true } });
    expect(await slotNames('pg')).not.toContain(first.gamename);
    expect(await slotNames('pp')).toHaveLength(10); // another provider's list is untouched

    expect((await save(second, { gamename: '新版财神', sort: 9999 })).body.code).toBe(200);
    const names = await slotNames('pg');
    expect(names.at(-1)).toBe('新版财神');
    expect(names).toHaveLength(9);

    const audit = await auditOf(`slot_game:${String(first.id)}`);
    expect(audit.map((a) => a.action)).toEqual(['adminSaveSlotGame']);
    expect(JSON.parse(audit[0]?.after_json ?? '')).toMatchObject({ hidden: true });
  });

  it("hides a platform: its games, slots and launches go, open game sessions play on, and its money can still come out", async () => {
    const member = await fundedMember(t, 1_000_00);
    expect((await post(t.app, '/api/transfer', { amount: '300', sourcetype: 'userbalance', targettype: 'fgdz' }, member.token)).body.code).toBe(200);
    const launched = await post(t.app, '/api/getGameUrl', { plat_name: 'fgdz', game_type: 'concise', game_code: 'fgdz_001', is_mobile_url: 1 }, member.token);
    expect(launched.body.code).toBe(200);
    const gameToken = new URL((launched.body.data as { url: string }).url).searchParams.get('token') ?? '';

    const fgdz = await platformOf('fgdz');
    expect(fgdz).toMatchObject({ hidden: false, games: 1, open_sessions: 1 });
    expect((await savePlatform(fgdz, { hidden: true })).body).toMatchObject({ code: 200, data: { code: 'fgdz', hidden: true, open_sessions: 1 } });

    // Gone from every list a player reads, and no new game opens there.
    expect(await playerGames('concise')).not.toContain('FG电子');
    expect(await slotNames('fgdz')).toEqual([]);
    const other = await fundedMember(t, 100_00);
    const walletsOf = async (token: string) => ((await post(t.app, '/api/balancelist', {}, token)).body.data as { platname: string }[]).map((w) => w.platname);
    expect(await walletsOf(other.token)).not.toContain('fgdz');
    expect((await post(t.app, '/api/getGameUrl', { plat_name: 'fgdz', game_type: 'concise', game_code: 'fgdz_002', is_mobile_url: 1 }, member.token)).body.message).toBe(MSG.unknownPlatform);

    // The open session plays on, from the platform wallet.
    const spin = await t.app.inject({ method: 'POST', url: '/demo-game/api/spin', payload: { token: gameToken, stake: 100 } });
    expect(spin.json<{ code: number }>().code).toBe(200);

    // The member still sees the wallet that holds their money, cannot put more in, and can take it out.
    expect(await walletsOf(member.token)).toContain('fgdz');
    expect((await post(t.app, '/api/transfer', { amount: '10', sourcetype: 'userbalance', targettype: 'fgdz' }, member.token)).body).toMatchObject({ message: MSG.platformHidden });
    expect((await post(t.app, '/api/transfer', { amount: '10', sourcetype: 'fgdz', targettype: 'userbalance' }, member.token)).body.code).toBe(200);
    expect((await post(t.app, '/api/transall', {}, member.token)).body).toMatchObject({ code: 200, message: MSG.recovered });
    expect(await walletsOf(member.token)).not.toContain('fgdz');

    expect((await savePlatform(fgdz, { hidden: false })).body.code).toBe(200);
    expect(await playerGames('concise')).toContain('FG电子');
    expect((await slotNames('fgdz')).length).toBe(10);
    expect((await auditOf('platform:fgdz')).map((a) => a.action)).toEqual(['adminSavePlatform', 'adminSavePlatform']);
  });

  it("renames and reorders a platform in the players' wallet list", async () => {
    const member = await registerMember(t.app);
    const wallets = async () => ((await post(t.app, '/api/balancelist', {}, member.token)).body.data as { platname: string; name: string }[]).slice(1);
    expect((await wallets())[0]).toMatchObject({ platname: 'ag' });
    const ag = await platformOf('ag');
    expect((await savePlatform(ag, { name: 'AG真人', sort: 100 })).body).toMatchObject({ code: 200, data: { name: 'AG真人', sort: 100 } });
    const after = await wallets();
    expect(after[0]?.platname).toBe('bg');
    expect(after.at(-1)).toMatchObject({ platname: 'ag', name: 'AG真人' });
    const audit = await auditOf('platform:ag');
    expect(JSON.parse(audit[0]?.before_json ?? '')).toMatchObject({ name: 'AG视讯', sort: 0 });
    expect(JSON.parse(audit[0]?.after_json ?? '')).toMatchObject({ name: 'AG真人', sort: 100 });
  });

  it("refuses what the contract's rules refuse, with their message, and changes nothing", async () => {
    const games = () => t.db.database.db.selectFrom('game').selectAll().orderBy('id').execute();
    const platforms = () => t.db.database.db.selectFrom('platform').selectAll().orderBy('code').execute();
    const slots = () => t.db.database.db.selectFrom('slot_game').selectAll().orderBy('id').execute();
    const before = [await games(), await platforms(), await slots()];
    const game = await gameNamed('BG骰宝');
    const refusals: [string, Record<string, unknown>, string][] = [
      ['/admin/api/games/save', { id: game.id, name: '', app_img: '/a.png', sort: 1 }, ADMIN_MSG.adminGameName],
      ['/admin/api/games/save', { id: game.id, name: '一'.repeat(31), app_img: '/a.png', sort: 1 }, ADMIN_MSG.adminGameName],
      ['/admin/api/games/save', { id: game.id, name: 'BG骰宝', app_img: 'javascript:alert(1)', sort: 1 }, ADMIN_MSG.adminImageAddress],
      ['/admin/api/games/save', { id: game.id, name: 'BG骰宝', app_img: '//evil.example/x.png', sort: 1 }, ADMIN_MSG.adminImageAddress],
      ['/admin/api/games/save', { id: game.id, name: 'BG骰宝', app_img: '', sort: 1 }, ADMIN_MSG.adminImageAddress],
      ['/admin/api/games/save', { id: game.id, name: 'BG骰宝', app_img: '/a.png', sort: 10000 }, ADMIN_MSG.adminSortRange],
      ['/admin/api/games/save', { id: game.id, name: 'BG骰宝', app_img: '/a.png' }, ADMIN_MSG.adminSortRange],
      ['/admin/api/games/save', { id: 999_999, name: 'BG骰宝', app_img: '/a.png', sort: 1 }, ADMIN_MSG.adminGameNotFound],
      ['/admin/api/slot-games/save', { id: 1, gamename: '', gamepic: '/a.png', sort: 1 }, ADMIN_MSG.adminGameName],
      ['/admin/api/slot-games/save', { id: 1, gamename: '财神', gamepic: '/a.png" onerror="x', sort: 1 }, ADMIN_MSG.adminImageAddress],
      ['/admin/api/slot-games/save', { id: 999_999, gamename: '财神', gamepic: '/a.png', sort: 1 }, ADMIN_MSG.adminGameNotFound],
      ['/admin/api/platforms/save', { code: 'pp', name: '', sort: 1 }, ADMIN_MSG.adminPlatformName],
      ['/admin/api/platforms/save', { code: 'pp', name: 'P'.repeat(21), sort: 1 }, ADMIN_MSG.adminPlatformName],
      ['/admin/api/platforms/save', { code: 'pp', name: 'PP电子', sort: -1 }, ADMIN_MSG.adminSortRange],
      ['/admin/api/platforms/save', { code: 'nope', name: 'PP电子', sort: 1 }, MSG.unknownPlatform],
    ];
    for (const [path, body, message] of refusals) {
      const answer = await post(t.app, path, body, editor.token);
      // The wire's own check (a negative sort) answers its generic refusal; the others their rule's message.
      if (typeof body.sort === 'number' && body.sort < 0) expect(answer.body.code, JSON.stringify(body)).not.toBe(200);
      else expect(answer.body, `${path} ${JSON.stringify(body)}`).toMatchObject({ message });
    }
    expect([await games(), await platforms(), await slots()]).toEqual(before);
  });

  it('is content and owner work: support and finance are refused every call and change nothing', async () => {
    const owner = await signedInOperator(t.app, t.db.database.db, 'games-owner', 'owner');
    expect((await get('/admin/api/platforms', owner)).body.code).toBe(200);
    const game = await gameNamed('OB足球');
    const rows = await t.db.database.db.selectFrom('game').selectAll().orderBy('id').execute();
    for (const role of ['support', 'finance'] as const) {
      const operator = await signedInOperator(t.app, t.db.database.db, `games-${role}`, role);
      for (const url of ['/admin/api/platforms', '/admin/api/games', '/admin/api/slot-games?catecode=pp']) expect((await get(url, operator)).status).toBe(403);
      expect((await saveGame(game, { hidden: true }, operator)).status).toBe(403);
      expect((await post(t.app, '/admin/api/platforms/save', { code: 'ob', name: 'OB体育', sort: 2, hidden: true }, operator.token)).status).toBe(403);
      expect((await post(t.app, '/admin/api/slot-games/save', { id: 1, gamename: 'x', gamepic: '/a.png', sort: 1, hidden: true }, operator.token)).status).toBe(403);
    }
    expect(await t.db.database.db.selectFrom('game').selectAll().orderBy('id').execute()).toEqual(rows);
    expect(await playerGames('sport')).toContain('OB足球');
  });

  it('lists platforms, games and slot games in their order, or by the columns each sorts by on request, and refuses a column it does not sort by', async () => {
    const rowsOf =
      <Row>(path: string) =>
      async (query: string) =>
        (await pageAt(`/admin/api/${path}${path.includes('?') ? '&' : '?'}per_page=50&${query}`)).data as Row[];

    // Platforms: by order then code; by code, name or shown (hidden first).
    expect((await savePlatform(await platformOf('fgfish'), { hidden: true, sort: 0 })).body.code).toBe(200);
    const platforms = rowsOf<ConsolePlatform>('platforms');
    const platformsInOrder = await platforms('');
    expect(platformsInOrder.map((p) => p.code)).toEqual([...platformsInOrder].sort((a, b) => a.sort - b.sort || compare(a.code, b.code)).map((p) => p.code));
    expect(await platforms('sort=sort&order=asc')).toEqual(platformsInOrder);
    await expectSortedBothWays(platforms, 'sort', (p) => p.sort);
    await expectSortedBothWays(platforms, 'code', (p) => p.code);
    await expectSortedBothWays(platforms, 'name', (p) => p.name);
    await expectSortedBothWays(platforms, 'shown', (p) => !p.hidden);
    expect((await platforms('sort=shown&order=asc'))[0]?.code).toBe('fgfish');

    // Games: by order then id; by name, hot or shown, within the filters.
    expect((await saveGame(await gameNamed('OB篮球'), { hidden: true })).body.code).toBe(200);
    const games = rowsOf<ConsoleGame>('games');
    const gamesInOrder = await games('');
    expect(gamesInOrder.map((g) => g.id)).toEqual([...gamesInOrder].sort((a, b) => a.sort - b.sort || a.id - b.id).map((g) => g.id));
    expect(await games('sort=sort&order=asc')).toEqual(gamesInOrder);
    await expectSortedBothWays(games, 'sort', (g) => g.sort);
    await expectSortedBothWays(games, 'name', (g) => g.name);
    await expectSortedBothWays(games, 'hot', (g) => g.hot);
    await expectSortedBothWays(games, 'shown', (g) => !g.hidden);
    expect((await games('sort=shown&order=asc'))[0]?.name).toBe('OB篮球');
    expect((await rowsOf<ConsoleGame>('games?category=sport')('sort=name&order=desc')).map((g) => g.name)).toEqual(['OB足球', 'OB篮球', 'OB体育', 'IM体育']);

    // Slot games: by provider, then order and id; by order, name or shown.
    type Slot = { id: number; catecode: string; gamename: string; sort: number; hidden: boolean };
    const [aeSlot] = await rowsOf<Slot & { gamepic: string }>('slot-games?catecode=ae')('');
    if (!aeSlot) throw new Error('ae has slot games');
    const hid = await post(t.app, '/admin/api/slot-games/save', { id: aeSlot.id, gamename: aeSlot.gamename, gamepic: aeSlot.gamepic, sort: aeSlot.sort, hidden: true }, editor.token);
    expect(hid.body.code).toBe(200);
    const slots = rowsOf<Slot>('slot-games');
    const slotsInOrder = await slots('');
    expect(slotsInOrder.map((g) => g.id)).toEqual([...slotsInOrder].sort((a, b) => compare(a.catecode, b.catecode) || a.sort - b.sort || a.id - b.id).map((g) => g.id));
    expect(new Set(slotsInOrder.map((g) => g.catecode)).size).toBeGreaterThan(1);
    expect(await slots('sort=provider&order=asc')).toEqual(slotsInOrder);
    await expectSortedBothWays(slots, 'provider', (g) => g.catecode);
    await expectSortedBothWays(slots, 'sort', (g) => g.sort);
    await expectSortedBothWays(slots, 'name', (g) => g.gamename);
    await expectSortedBothWays(slots, 'shown', (g) => !g.hidden);
    const aeHiddenFirst = await rowsOf<Slot>('slot-games?catecode=ae')('sort=shown&order=asc');
    expect(aeHiddenFirst[0]).toMatchObject({ id: aeSlot.id, hidden: true });
    expect(aeHiddenFirst.every((g) => g.catecode === 'ae')).toBe(true);

    for (const url of ['/admin/api/platforms?sort=games', '/admin/api/games?sort=code', '/admin/api/slot-games?sort=gamecode', '/admin/api/games?sort=name&order=sideways']) {
      expect((await get(url)).body.code, url).toBe(1000);
    }
  });
});
