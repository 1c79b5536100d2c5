import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { CODES } from '@casino/contract/codes';
import { RECENT_GAMES_MAX } from '@casino/contract/rules/game-lobby';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInOperator, type TestOperator } from './support/admins';
import { post, startTestApp, type TestApp } from './support/app';
import { dialects } from './support/databases';
import { multipartFile, PNG_1PX } from './support/images';
import { registerMember } from './support/members';

interface PlayerGame {
  category_id: string;
  platform_name: string;
  game_code: string;
  name: string;
  app_img: string;
}
interface LobbyPlatform {
  code: string;
  name: string;
  logo: string;
  categories: string[];
}

const SLOT_PROVIDERS = ['obgdy', 'fgdz', 'pp', 'ae', 'pg', 'fgfish'];

/** Issue #33 item 13: the lobby's provider cards with their logos, each provider's own games, the search and 最近玩过. */
describe.each(dialects)('the game lobby on %s', (dialect) => {
  let t: TestApp;
  let editor: TestOperator;
  // Each launch a second later than the one before (the real time with it: an operator's sign-in code reads it).
  let later = 0;
  const dataDir = mkdtempSync(join(tmpdir(), 'casino-lobby-'));
  beforeAll(async () => {
    t = await startTestApp(dialect, { DATA_DIR: dataDir }, () => Date.now() + later);
    editor = await signedInOperator(t.app, t.db.database.db, 'lobby-editor', 'content');
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const get = async (url: string, token?: string) => {
    const response = await t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
    return response.json<{ code: number; message: string; data: unknown }>();
  };
  const slotGames = async (provider: string) =>
    (await post(t.app, '/api/gamelistBycode', { gamecode: provider })).body.data as { catecode: string; gamecode: string; gamename: string; gamepic: string }[];
  const platforms = async () => (await get('/api/game/platforms')).data as LobbyPlatform[];
  const search = async (name: string) => (await get(`/api/game/search?name=${encodeURIComponent(name)}`)).data as PlayerGame[];
  const recent = async (token: string) => {
    const { body } = await post(t.app, '/api/game/recent', {}, token);
    expect(body.code).toBe(200);
    return (body.data as PlayerGame[]).map((game) => `${game.platform_name}:${game.game_code}:${game.name}`);
  };
  const launch = async (token: string, platform: string, code: string, category = 'concise') => {
    later += 1000;
    const { body } = await post(t.app, '/api/getGameUrl', { plat_name: platform, game_type: category, game_code: code, is_mobile_url: 1 }, token);
    expect(body.code).toBe(200);
  };
  const savePlatform = async (code: string, change: Record<string, unknown>) => {
    const listed = ((await get('/admin/api/platforms?per_page=50', editor.token)).data as { data: { code: string; name: string; sort: number; hidden: boolean }[] }).data;
    const platform = listed.find((p) => p.code === code);
    if (!platform) throw new Error(`no platform ${code}`);
    return (await post(t.app, '/admin/api/platforms/save', { code, name: platform.name, sort: platform.sort, hidden: platform.hidden, ...change }, editor.token)).body;
  };

  it('lists each slot provider its own games, each drawn with its own art', async () => {
    const lists = await Promise.all(SLOT_PROVIDERS.map(slotGames));
    const names = lists.map((games) => games.map((game) => game.gamename));
    for (const [index, provider] of SLOT_PROVIDERS.entries()) {
      expect(names[index]?.length, provider).toBeGreaterThanOrEqual(8);
      for (const other of names.slice(index + 1)) expect(other.filter((name) => names[index]?.includes(name))).toEqual([]);
    }
    expect(names[SLOT_PROVIDERS.indexOf('fgfish')]?.every((name) => name.includes('鱼'))).toBe(true);
    const pictures = lists.flat().map((game) => game.gamepic);
    expect(new Set(pictures).size).toBe(pictures.length);

    // Two providers' tiles are different drawings: their own colours, their own motifs.
    const drawing = async (address: string) => (await t.app.inject({ method: 'GET', url: new URL(address).pathname })).body;
    const [pg, fish] = [lists[SLOT_PROVIDERS.indexOf('pg')]?.[0], lists[SLOT_PROVIDERS.indexOf('fgfish')]?.[0]];
    const [pgArt, fishArt] = await Promise.all([drawing(pg?.gamepic ?? ''), drawing(fish?.gamepic ?? '')]);
    expect(pgArt).toContain('<svg');
    expect(pgArt).toContain(pg?.gamename);
    expect(fishArt).toContain(fish?.gamename);
    expect(pgArt.match(/stop-color="[^"]+"/g)).not.toEqual(fishArt.match(/stop-color="[^"]+"/g));

    // A label from the address is text, never markup, in a tile as in a logo.
    for (const kind of ['tile', 'brand']) {
      const drawn = await t.app.inject({ method: 'GET', url: `/assets/demo/${kind}/${encodeURIComponent('pg~<script>alert(1)</script>')}.svg` });
      expect(drawn.headers['content-type']).toBe('image/svg+xml');
      expect(drawn.body).not.toContain('<script>');
      expect(drawn.body).toContain('&#60;script&#62;');
    }
  });

  it('answers the provider cards in their order with absolute logos and the categories they have games in', async () => {
    const cards = await platforms();
    expect(cards.map((card) => card.code).slice(0, 3)).toEqual(['ag', 'bg', 'ob']);
    expect(cards.find((card) => card.code === 'pg')).toMatchObject({ name: 'PG电子', categories: ['concise'] });
    expect(cards.find((card) => card.code === 'ob')?.categories).toEqual(['sport']);
    for (const card of cards) expect(card.logo).toMatch(/^http:\/\/localhost:80\/assets\/demo\/brand\/.+\.svg$/);
    expect(new Set(cards.map((card) => card.logo)).size).toBe(cards.length);
  });

  it('takes an uploaded logo for a platform, audited, and shows it on the players’ card; refuses a non-image upload and a bad address', async () => {
    const upload = async (file: Buffer, filename: string, type: string) => {
      const { payload, contentType } = multipartFile(file, filename, type);
      const response = await t.app.inject({ method: 'POST', url: '/admin/api/upload', payload, headers: { 'content-type': contentType, authorization: `Bearer ${editor.token}` } });
      return response.json<{ code: number; message: string; data: { url?: string } }>();
    };
    expect(await upload(Buffer.from('not a picture at all'), 'logo.png', 'image/png')).toEqual({ code: 1000, message: ADMIN_MSG.adminImageType, data: [] });

    const uploaded = await upload(PNG_1PX, 'ag.png', 'image/png');
    const logo = uploaded.data.url ?? '';
    expect(logo).toMatch(/^\/uploads\/images\//);
    expect(await savePlatform('ag', { logo })).toMatchObject({ code: 200, data: { logo } });
    expect((await platforms()).find((card) => card.code === 'ag')?.logo).toBe(`http://localhost:80${logo}`);
    const audit = await t.db.database.db.selectFrom('audit_log').select(['before_json', 'after_json']).where('target', '=', 'platform:ag').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(JSON.parse(audit.before_json ?? '{}')).toMatchObject({ logo: expect.stringContaining('/assets/demo/brand/') as unknown });
    expect(JSON.parse(audit.after_json ?? '{}')).toMatchObject({ logo });

    // Saved without a logo (an older console), the platform keeps it; a script address is refused and changes nothing.
    expect(await savePlatform('ag', { name: 'AG视讯' })).toMatchObject({ code: 200, data: { logo } });
    expect(await savePlatform('ag', { logo: 'javascript:alert(1)' })).toMatchObject({ code: CODES.validation, message: ADMIN_MSG.adminImageAddress });
    expect((await platforms()).find((card) => card.code === 'ag')?.logo).toBe(`http://localhost:80${logo}`);
  });

  it('searches the game names across the home’s games and every provider’s slot games', async () => {
    const fishing = await search('捕鱼');
    expect(fishing.length).toBeGreaterThanOrEqual(5);
    expect(fishing.every((game) => game.name.includes('捕鱼'))).toBe(true);
    expect(fishing.every((game) => game.platform_name === 'fgfish' && game.category_id === 'concise')).toBe(true);

    expect((await search('麻将')).map((game) => `${game.platform_name}:${game.game_code}:${game.name}`)).toEqual(['ky:ky_mahjong:二人麻将', 'pg:pg_003:麻将胡了']);
    // Latin letters in any case; LIKE's own characters are only themselves.
    expect((await search('dota')).map((game) => game.name)).toEqual(['DOTA2']);
    // 电子游艺's entries of the home are its providers (PG电子…), not games.
    expect(await search('电子')).toEqual([]);
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
    expect(await search('  ')).toEqual([]);

    // A hidden platform's games are not found.
    expect(await savePlatform('fgfish', { hidden: true })).toMatchObject({ code: 200 });
    expect(await search('捕鱼')).toEqual([]);
    expect(await savePlatform('fgfish', { hidden: false })).toMatchObject({ code: 200 });
  });

  it('lists the games a member launched, newest first, one row a game, at most the limit, and only to that member', async () => {
    const alice = await registerMember(t.app);
    const bob = await registerMember(t.app);
    expect(await recent(alice.token)).toEqual([]);

    await launch(alice.token, 'pg', 'pg_003');
    await launch(alice.token, 'ag', 'ag_baccarat', 'realbet');
    await launch(alice.token, 'pp', 'pp_001');
    expect(await recent(alice.token)).toEqual(['pp:pp_001:金龙献瑞', 'ag:ag_baccarat:AG百家乐', 'pg:pg_003:麻将胡了']);
    await launch(alice.token, 'pg', 'pg_003');
    expect(await recent(alice.token)).toEqual(['pg:pg_003:麻将胡了', 'pp:pp_001:金龙献瑞', 'ag:ag_baccarat:AG百家乐']);

    // Bob never sees Alice's games; a visitor is asked to sign in.
    expect(await recent(bob.token)).toEqual([]);
    expect((await post(t.app, '/api/game/recent', {})).body.code).toBe(CODES.unauthorized);

    for (let n = 1; n <= RECENT_GAMES_MAX; n += 1) await launch(bob.token, 'fgdz', `fgdz_${String(n).padStart(3, '0')}`);
    const bobs = await recent(bob.token);
    expect(bobs).toHaveLength(RECENT_GAMES_MAX);
    expect(bobs[0]).toBe(`fgdz:fgdz_${String(RECENT_GAMES_MAX).padStart(3, '0')}:${(await slotGames('fgdz'))[RECENT_GAMES_MAX - 1]?.gamename ?? ''}`);
    await launch(bob.token, 'pg', 'pg_001');
    const after = await recent(bob.token);
    expect(after).toHaveLength(RECENT_GAMES_MAX);
    expect(after[0]).toMatch(/^pg:pg_001:/);
    expect(after).not.toContain(bobs.at(-1));
    expect(await recent(alice.token)).toHaveLength(3);
  });
});
