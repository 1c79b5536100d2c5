import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BET_STATUS } from '@casino/contract/codes';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditWriter } from '../src/kernel/audit-log';
import { memberBalances } from '../src/ledger/balances';
import { checkLedger } from '../src/ledger/check';
import { connectHub88Platform } from '../src/integrations/platforms/connections';
import { signBody } from '../src/integrations/platforms/hub88/signature';
import { buildHub88Sim, SIM_GAMES } from '../../sandbox/src/platform-sim/hub88-sim';
import type { SpinResult } from '../../sandbox/src/platform-sim/game-round';
import { loadOrCreateKeys } from '../../sandbox/src/platform-sim/keys';
import { post, startTestApp, type TestApp } from './support/app';
import { dialects } from './support/databases';
import { rsaKeyPair, testSecrets } from './support/hub88';
import { registerMember } from './support/members';
import { fundMember, memberId } from './support/money';

const PLATFORM = 'pg';
const OPERATOR_ID = 3;

describe.each(dialects)('the Hub88 platform simulator against our server on %s', (dialect) => {
  let t: TestApp;
  let sim: FastifyInstance;
  let simUrl: string;
  const dataDir = mkdtempSync(join(tmpdir(), 'platform-sim-'));
  const keys = loadOrCreateKeys(dataDir, {});
  const operatorPrivatePem = readFileSync(keys.operatorPrivateKeyFile ?? '', 'utf8');

  beforeAll(async () => {
    t = await startTestApp(dialect);
    const ours = await t.app.listen({ port: 0, host: '127.0.0.1' });
    sim = buildHub88Sim({ walletUrl: `${ours}/wallet/hub88`, hub88PrivateKey: keys.hub88PrivateKey, operatorPublicKey: keys.operatorPublicKey, operatorId: OPERATOR_ID });
    simUrl = await sim.listen({ port: 0, host: '127.0.0.1' });
    // As the command the simulator prints does it.
    const now = Date.now();
    await connectHub88Platform(
      t.db.database,
      testSecrets(),
      { platform: PLATFORM, apiUrl: simUrl, operatorId: OPERATOR_ID, hub88PublicKeyPem: readFileSync(keys.hub88PublicKeyFile, 'utf8'), privateKeyPem: operatorPrivatePem, operator: 'test', now },
      auditWriter({ adminId: null, name: 'test', ip: 'cli' }, 'platform:connect', now),
    );
  });
  afterAll(async () => {
    await sim.close();
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps the keys it generated at its first start', () => {
    const again = loadOrCreateKeys(dataDir, {});
    expect(again.hub88PrivateKey.export({ type: 'pkcs8', format: 'pem' })).toEqual(keys.hub88PrivateKey.export({ type: 'pkcs8', format: 'pem' }));
    expect(again.operatorPublicKey.export({ type: 'spki', format: 'pem' })).toEqual(keys.operatorPublicKey.export({ type: 'spki', format: 'pem' }));
  });

  it('answers the games API only to the operator signing with its key', async () => {
    const call = (path: string, body: object, key: string) => {
      const bytes = JSON.stringify(body);
      return fetch(`${simUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-hub88-signature': signBody(bytes, key) }, body: bytes });
    };
    const list = await call('/operator/generic/v2/game/list', { operator_id: OPERATOR_ID }, operatorPrivatePem);
    expect(list.status).toBe(200);
    expect(((await list.json()) as { game_code: string }[]).map((game) => game.game_code)).toEqual(SIM_GAMES.map((game) => game.game_code));
    expect((await call('/operator/generic/v2/game/list', { operator_id: OPERATOR_ID }, rsaKeyPair().privatePem)).status).toBe(401);
    expect((await call('/operator/generic/v2/game/list', { operator_id: OPERATOR_ID + 1 }, operatorPrivatePem)).status).toBe(404);
    expect((await call('/operator/generic/v2/game/url', { operator_id: OPERATOR_ID, user: 'x' }, operatorPrivatePem)).status).toBe(400);
  });

  it('launches a game through getGameUrl, and a spin on its page bets and wins through our wallet', async () => {
    const { name, token } = await registerMember(t.app);
    const id = await memberId(t.db.database, name);
    await fundMember(t.db.database, id, 100_00);

    const launched = await post(t.app, '/api/getGameUrl', { plat_name: PLATFORM, game_type: 'concise', game_code: 'pg_003' }, token);
    expect(launched.body.code).toBe(200);
    const url = (launched.body.data as { url: string }).url;
    expect(url.startsWith(`${simUrl}/games/`)).toBe(true);

    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('旋转');
    const state = (await (await fetch(new URL('state', url))).json()) as { status: string; balanceFen: number };
    expect(state).toEqual({ status: 'RS_OK', balanceFen: 100_00 });

    // As the page's script spins.
    const spun = await fetch(new URL('spin', url), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ stake: '2.50' }) });
    expect(spun.status).toBe(200);
    const spin = (await spun.json()) as SpinResult;
    expect(['won', 'lost']).toContain(spin.outcome);
    expect(spin.calls.map((call) => [call.path, call.reply?.status])).toEqual([
      ['/transaction/bet', 'RS_OK'],
      ['/transaction/win', 'RS_OK'],
    ]);
    const [bet, win] = spin.calls;
    expect(bet?.body).toMatchObject({ user: String(id).padStart(4, '0'), amount: 250 * 1_000, currency: 'CNY', game_code: 'pg_003' });
    expect(win?.body).toMatchObject({ reference_transaction_uuid: bet?.body.transaction_uuid, amount: spin.winFen * 1_000, round_closed: true });
    expect(bet?.body.request_uuid).not.toEqual(win?.body.request_uuid);
    let mainFen = 100_00 - 250 + spin.winFen;
    expect(spin.balanceFen).toBe(mainFen);
    expect((await memberBalances(t.db.database.db, id)).mainFen).toBe(mainFen);
    const row = await t.db.database.db.selectFrom('bet').selectAll().where('platform', '=', PLATFORM).where('bet_id', '=', String(bet?.body.transaction_uuid)).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ member_id: id, game_code: 'pg_003', bet_fen: 250, valid_fen: 250, win_loss_fen: spin.winFen - 250, status: BET_STATUS.settled });

    // More spins, until one wins (more than half of them do): every win is credited to main.
    let won = spin.outcome === 'won';
    for (let i = 0; i < 40 && !won; i += 1) {
      const next = (await (await fetch(new URL('spin', url), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ stake: '1' }) })).json()) as SpinResult;
      mainFen += next.winFen - 100;
      won = next.outcome === 'won';
      expect(next.balanceFen).toBe(mainFen);
    }
    expect(won).toBe(true);
    expect((await memberBalances(t.db.database.db, id)).mainFen).toBe(mainFen);
    expect(await checkLedger(t.db.database.db)).toEqual([]);
  });
});
