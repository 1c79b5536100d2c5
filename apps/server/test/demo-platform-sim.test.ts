import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BET_STATUS } from '@casino/contract/codes';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditWriter } from '../src/kernel/audit-log';
import { buildApp } from '../src/app';
import type { SandboxConfig } from '../../sandbox/src/config';
import { sandbox } from '../../sandbox/src/sandbox';
import { connectDemoPlatforms, DEMO_SIM_ACTOR, DEMO_SIM_PLATFORMS, disconnectDemoPlatforms } from '../../sandbox/src/platform-sim/demo-platforms';
import { memberBalances } from '../src/ledger/balances';
import { checkLedger } from '../src/ledger/check';
import type { SpinResult } from '../../sandbox/src/platform-sim/game-round';
import { disconnectPlatform } from '../src/integrations/platforms/connections';
import { signBody } from '../src/integrations/platforms/hub88/signature';
import { post } from './support/app';
import { createTestDatabase, dialects, type TestDatabase } from './support/databases';
import { freePort } from './support/free-port';
import { connectHub88, rsaKeyPair, testSecrets } from './support/hub88';
import { registerMember } from './support/members';
import { testSandboxConfig } from './support/sandbox';
import { fundMember, memberId } from './support/money';

describe.each(dialects)('npm start: the demo slot platforms play through the Hub88 simulator inside the server, on %s', (dialect) => {
  let db: TestDatabase;
  let app: FastifyInstance;
  let config: SandboxConfig;
  const dataDir = mkdtempSync(join(tmpdir(), 'demo-platform-sim-'));

  beforeAll(async () => {
    db = await createTestDatabase(dialect, { seeded: true });
    config = testSandboxConfig({ WEB_ROOT: '/nonexistent', ADMIN_ROOT: '/nonexistent', DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: await freePort(), DEMO_PLATFORM_SIM: 'on' });
    // As the sandbox starts: the platforms connected, then the server built with the simulator mounted, then listening.
    expect(await connectDemoPlatforms(db.database, testSecrets(), config, Date.now())).toEqual([...DEMO_SIM_PLATFORMS].sort());
    app = await buildApp({ config, database: db.database, secrets: testSecrets(), extension: sandbox(config) });
    await app.listen({ host: config.HOST, port: config.PORT });
  });
  afterAll(async () => {
    await app.close();
    await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const connections = () => db.database.db.selectFrom('platform_connection').select(['platform', 'protocol', 'settings_json', 'connected_by']).orderBy('platform').execute();
  const demoAudits = async () => (await db.database.db.selectFrom('audit_log').select(['target']).where('admin_name', '=', DEMO_SIM_ACTOR).execute()).length;

  it('connects the 电子 platforms to it as Hub88 platforms, audited, with the keys kept in the data directory; the others stay on the demo', async () => {
    const rows = await connections();
    expect(rows.map((row) => row.platform)).toEqual([...DEMO_SIM_PLATFORMS].sort());
    for (const row of rows) {
      expect(row).toMatchObject({ protocol: 'hub88', connected_by: DEMO_SIM_ACTOR });
      expect(JSON.parse(row.settings_json)).toEqual({ api_url: `http://127.0.0.1:${String(config.PORT)}/platform-sim`, operator_id: 1 });
    }
    expect(readFileSync(join(dataDir, 'platform-sim', 'hub88-public.pem'), 'utf8')).toContain('PUBLIC KEY');
    expect(await demoAudits()).toBe(DEMO_SIM_PLATFORMS.length);
  });

  it('leaves the connections alone at the next start, and a platform an operator disconnected or connected elsewhere as they left it', async () => {
    expect(await connectDemoPlatforms(db.database, testSecrets(), config, Date.now())).toEqual([...DEMO_SIM_PLATFORMS].sort());
    expect(await demoAudits()).toBe(DEMO_SIM_PLATFORMS.length);

    const now = Date.now();
    await disconnectPlatform(db.database, 'ae', auditWriter({ adminId: null, name: 'test', ip: 'cli' }, 'platform:disconnect', now));
    await connectHub88(db.database, 'fgdz', rsaKeyPair(), rsaKeyPair());
    // A later start with the server on another port: the demo's own connections follow it, the operators' do not.
    const moved = { ...config, PORT: config.PORT + 1 };
    expect(await connectDemoPlatforms(db.database, testSecrets(), moved, Date.now())).toEqual(['obgdy', 'pg', 'pp']);
    const rows = await connections();
    expect(rows.map((row) => [row.platform, row.connected_by, (JSON.parse(row.settings_json) as { api_url: string }).api_url])).toEqual([
      ['fgdz', 'test', 'https://api.server1.ih.testenv.io'],
      ['obgdy', DEMO_SIM_ACTOR, `http://127.0.0.1:${String(moved.PORT)}/platform-sim`],
      ['pg', DEMO_SIM_ACTOR, `http://127.0.0.1:${String(moved.PORT)}/platform-sim`],
      ['pp', DEMO_SIM_ACTOR, `http://127.0.0.1:${String(moved.PORT)}/platform-sim`],
    ]);
    expect(await demoAudits()).toBe(DEMO_SIM_PLATFORMS.length + 3);
    // Back to this server's port, for the launches below.
    expect(await connectDemoPlatforms(db.database, testSecrets(), config, Date.now())).toEqual(['obgdy', 'pg', 'pp']);
  });

  it('launches a PG game at the address the player reached, its page and script same-origin, and its spins bet and win from main through /wallet/hub88', async () => {
    const { name, token } = await registerMember(app);
    const id = await memberId(db.database, name);
    await fundMember(db.database, id, 50_00);

    // The player reached us as localhost: the game page is there too (a phone on the LAN reaches it where it reached the site).
    const site = `http://localhost:${String(config.PORT)}`;
    const launched = (await (
      await fetch(`${site}/api/getGameUrl`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': crypto.randomUUID() },
        body: JSON.stringify({ plat_name: 'pg', game_type: 'concise', game_code: 'pg_003', is_mobile_url: 1 }),
      })
    ).json()) as { code: number; data: { url: string } };
    expect(launched.code).toBe(200);
    const url = launched.data.url;
    expect(url).toMatch(new RegExp(`^${site}/platform-sim/games/[0-9a-f-]{36}/$`));

    const page = await fetch(url);
    expect(page.status).toBe(200);
    const html = await page.text();
    // Named after our catalogue's game, its script a file of its own under the site's CSP (no inline script).
    expect(html).toContain('<h1>麻将胡了</h1>');
    expect(html).toContain('<script src="./game.js"></script>');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const script = await fetch(new URL('game.js', url));
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await script.text()).toContain("fetch('./spin'");
    const state = await fetch(new URL('state', url));
    expect(await state.json()).toEqual({ status: 'RS_OK', balanceFen: 50_00 });
    // A frame of another origin (the standalone simulator's page in the player app) calls from an opaque origin.
    expect(state.headers.get('access-control-allow-origin')).toBe('*');

    let mainFen = 50_00;
    const betIds: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      // As the page's script sends it: plain text, which needs no preflight from another origin.
      const spin = (await (await fetch(new URL('spin', url), { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ stake: '2' }) })).json()) as SpinResult;
      expect(['won', 'lost']).toContain(spin.outcome);
      mainFen += spin.winFen - 200;
      expect(spin.balanceFen).toBe(mainFen);
      betIds.push(String(spin.calls[0]?.body.transaction_uuid));
    }
    const balances = await memberBalances(db.database.db, id);
    expect(balances.mainFen).toBe(mainFen);
    expect(balances.byPlatform.get('pg') ?? 0).toBe(0);
    const bets = await db.database.db.selectFrom('bet').select(['bet_id', 'bet_fen', 'status']).where('member_id', '=', id).where('platform', '=', 'pg').execute();
    expect(bets.map((bet) => bet.bet_id).sort()).toEqual([...betIds].sort());
    expect(bets.every((bet) => bet.bet_fen === 200 && bet.status === BET_STATUS.settled)).toBe(true);
    expect(await checkLedger(db.database.db)).toEqual([]);
  });

  it("answers its game list with the connected platforms' games, to our signature only", async () => {
    const operatorPem = readFileSync(join(dataDir, 'platform-sim', 'operator-private.pem'), 'utf8');
    const list = async (key: string) => {
      const bytes = JSON.stringify({ operator_id: 1 });
      return fetch(`http://127.0.0.1:${String(config.PORT)}/platform-sim/operator/generic/v2/game/list`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-hub88-signature': signBody(bytes, key) }, body: bytes });
    };
    const answer = await list(operatorPem);
    expect(answer.status).toBe(200);
    const games = (await answer.json()) as { game_code: string; name: string; product: string }[];
    expect(games).toContainEqual(expect.objectContaining({ game_code: 'pg_003', name: '麻将胡了', product: 'PG电子' }));
    expect(games).toContainEqual(expect.objectContaining({ game_code: 'pp_001', product: 'PP电子' }));
    expect(games.some((game) => game.game_code.startsWith('fgfish') || game.game_code.startsWith('ag'))).toBe(false);
    expect((await list(rsaKeyPair().privatePem)).status).toBe(401);
  });

  it('keeps the other platforms on the demo slot, from their platform wallet', async () => {
    const { token } = await registerMember(app);
    const launched = await post(app, '/api/getGameUrl', { plat_name: 'fgfish', game_type: 'concise', game_code: 'fgfish_001' }, token);
    expect(launched.body.code).toBe(200);
    expect((launched.body.data as { url: string }).url).toMatch(/\/demo-game\/\?token=/);
  });

  it("with the simulator off, removes the demo's own connections (an operator's stay), and connects them again when it is on", async () => {
    expect(await disconnectDemoPlatforms(db.database, Date.now())).toEqual(['obgdy', 'pg', 'pp']);
    expect((await connections()).map((row) => [row.platform, row.connected_by])).toEqual([['fgdz', 'test']]);
    expect(await disconnectDemoPlatforms(db.database, Date.now())).toEqual([]);
    // Its own disconnections do not count as an operator's choice; the operator's disconnection of ae still does.
    expect(await connectDemoPlatforms(db.database, testSecrets(), config, Date.now())).toEqual(['obgdy', 'pg', 'pp']);
    expect((await connections()).map((row) => row.platform)).toEqual(['fgdz', 'obgdy', 'pg', 'pp']);
  });
});
