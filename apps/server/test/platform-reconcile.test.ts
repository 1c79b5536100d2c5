import { createPrivateKey, createPublicKey, randomUUID } from 'node:crypto';
import { beijingDay } from '@casino/contract/time';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditWriter } from '../src/kernel/audit-log';
import { checkLedger } from '../src/ledger/check';
import { reconcileDay } from '../src/modules/reports/reconcile';
import { spin, type SimSession } from '../../sandbox/src/platform-sim/game-round';
import { registerTransactionsReport } from '../../sandbox/src/platform-sim/report';
import { WalletClient } from '../../sandbox/src/platform-sim/wallet-client';
import { connectHub88Platform } from '../src/integrations/platforms/connections';
import { admin } from './support/admin-cli';
import { signedInOperator, type TestOperator } from './support/admins';
import { startTestApp, type TestApp } from './support/app';
import { dialects } from './support/databases';
import { gameSession, hub88Call, rsaKeyPair, testSecrets } from './support/hub88';
import { registerMember } from './support/members';
import { fundMember, memberId } from './support/money';

const PLATFORM = 'pg';
const HOUR = 3_600_000;

interface Line {
  kind: string;
  ours: { count: number; sum: number };
  theirs: { count: number; sum: number } | null;
  difference: { count: number; sum: number } | null;
}

describe.each(dialects)('reconciliation of a platform day, ours against the simulator’s report, on %s', (dialect) => {
  let t: TestApp;
  let sim: FastifyInstance;
  let wallet: WalletClient;
  let finance: TestOperator;
  let support: TestOperator;
  const hub88 = rsaKeyPair();
  const ours = rsaKeyPair();
  const day = beijingDay(Date.now());

  beforeAll(async () => {
    t = await startTestApp(dialect);
    const ourUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    // The simulator's wallet client and its transactions report, as buildHub88Sim registers them.
    sim = Fastify({ logger: false });
    sim.removeAllContentTypeParsers();
    sim.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });
    wallet = new WalletClient(`${ourUrl}/wallet/hub88`, createPrivateKey(hub88.privatePem), 5_000);
    registerTransactionsReport(sim, wallet, createPublicKey(ours.publicPem));
    const simUrl = await sim.listen({ port: 0, host: '127.0.0.1' });
    const now = Date.now();
    await connectHub88Platform(
      t.db.database,
      testSecrets(),
      { platform: PLATFORM, apiUrl: simUrl, operatorId: 7, hub88PublicKeyPem: hub88.publicPem, privateKeyPem: ours.privatePem, operator: 'test', now },
      auditWriter({ adminId: null, name: 'test', ip: 'cli' }, 'platform:connect', now),
    );
    finance = await signedInOperator(t.app, t.db.database.db, 'reconcile-finance', 'finance');
    support = await signedInOperator(t.app, t.db.database.db, 'reconcile-support', 'support');
  });
  afterAll(async () => {
    await sim.close();
    await t.close();
  });

  /** A funded member's game session on the platform, as the simulator holds it after the launch. */
  async function session(fen: number): Promise<SimSession & { memberId: number }> {
    const id = await memberId(t.db.database, (await registerMember(t.app)).name);
    await fundMember(t.db.database, id, fen);
    const token = await gameSession(t.db.database, { memberId: id, platform: PLATFORM, expiresAt: Date.now() + HOUR });
    return { id: randomUUID(), memberId: id, user: String(id).padStart(4, '0'), token, gameCode: 'pg_003', currency: 'CNY', lobbyUrl: undefined };
  }

  const reconciliation = async (token = finance.token, query = `day=${day}`) =>
    (await t.app.inject({ method: 'GET', url: `/admin/api/reports/platform-reconcile?${query}`, headers: { authorization: `Bearer ${token}` } })).json<{
      code: number;
      data: { day: string; matched: boolean; platforms: { platform: string; name: string; error: string | null; matched: boolean; lines: Line[] }[] };
    }>();

  it('matches a day of bets, wins and rollbacks through the simulator to the fen, in the console and the CLI', async () => {
    const player = await session(100_00);
    // Five rounds (bet, then the round's win closing it), lost and won.
    const spins = [];
    for (const multiplier of [0, 2, 0.5, 0, 5] as const) spins.push(await spin(wallet, player, 1_00, multiplier));
    expect(spins.map((round) => round.outcome)).toEqual(['lost', 'won', 'won', 'lost', 'won']);
    // A bet taken, then rolled back by the platform (its round cancelled): the money comes back.
    const common = { user: player.user, token: player.token, round: `r-${randomUUID()}`, game_code: 'pg_003', currency: 'CNY' };
    const betUuid = randomUUID();
    expect((await wallet.call('/transaction/bet', { ...common, transaction_uuid: betUuid, amount: 3_00 * 1_000 })).reply?.status).toBe('RS_OK');
    expect((await wallet.call('/transaction/rollback', { ...common, transaction_uuid: randomUUID(), reference_transaction_uuid: betUuid })).reply?.status).toBe('RS_OK');
    // A bet over the balance is refused and counts on neither side.
    expect((await wallet.call('/transaction/bet', { ...common, transaction_uuid: randomUUID(), amount: 1_000_00 * 1_000 })).reply?.status).toBe('RS_ERROR_NOT_ENOUGH_MONEY');
    // A blocked member's bet is refused and the simulator rolls it back: a rollback that gives nothing back.
    const blocked = await session(10_00);
    await t.db.database.db.updateTable('member').set({ isblack: 1 }).where('id', '=', blocked.memberId).execute();
    expect((await spin(wallet, blocked, 2_00, 1)).outcome).toBe('rolled-back');

    const wins = spins.reduce((sum, round) => sum + round.winFen, 0);
    const result = await reconcileDay(t.db.database.db, testSecrets(), { day });
    expect(result.matched).toBe(true);
    expect(result.platforms.map((row) => [row.platform, row.error, row.matched])).toEqual([[PLATFORM, null, true]]);
    expect(result.platforms[0]?.lines).toEqual([
      { kind: 'bets', ours: { count: 5, fen: 5_00 }, theirs: { count: 5, fen: 5_00 } },
      { kind: 'wins', ours: { count: 5, fen: wins }, theirs: { count: 5, fen: wins } },
      { kind: 'rollbacks', ours: { count: 2, fen: 3_00 }, theirs: { count: 2, fen: 3_00 } },
    ]);

    const answered = await reconciliation();
    expect(answered.code).toBe(200);
    expect(answered.data.matched).toBe(true);
    expect(answered.data.platforms[0]?.lines[2]).toEqual({ kind: 'rollbacks', ours: { count: 2, sum: 3 }, theirs: { count: 2, sum: 3 }, difference: { count: 0, sum: 0 }, note: null });
    expect((await reconciliation(support.token)).code).not.toBe(200);

    const cli = await admin(t.db.url, 'platforms:reconcile', day);
    expect(cli.err).toBe('');
    expect(cli.code).toBe(0);
    expect(cli.out).toContain(`${PLATFORM}\tbets\t5 / 5.00\t5 / 5.00\t0 / 0.00`);
    expect(cli.out).toContain('matched');
    expect(await checkLedger(t.db.database.db)).toEqual([]);
  });

  it('shows a bet we took that the platform never counted as a difference, and the CLI exits 1', async () => {
    const player = await session(50_00);
    // Signed with the platform's key but not sent by the simulator: the platform's report does not have it.
    const answer = await hub88Call(
      t.app,
      '/transaction/bet',
      { user: player.user, token: player.token, transaction_uuid: randomUUID(), request_uuid: randomUUID(), round: 'r-stray', game_code: 'pg_003', currency: 'CNY', amount: 7_00 * 1_000 },
      { key: hub88.privatePem },
    );
    expect(answer.status).toBe('RS_OK');

    const result = await reconcileDay(t.db.database.db, testSecrets(), { day, platform: PLATFORM });
    expect(result.matched).toBe(false);
    const bets = result.platforms[0]?.lines[0];
    expect(bets?.kind).toBe('bets');
    expect((bets?.ours.count ?? 0) - (bets?.theirs?.count ?? 0)).toBe(1);
    expect((bets?.ours.fen ?? 0) - (bets?.theirs?.fen ?? 0)).toBe(7_00);
    expect((await reconciliation()).data.platforms[0]?.lines[0]?.difference).toEqual({ count: 1, sum: 7 });

    const cli = await admin(t.db.url, 'platforms:reconcile', day, '--platform', PLATFORM);
    expect(cli.code).toBe(1);
    expect(cli.out).toContain('\t1 / 7.00');
    expect(cli.out).toContain('DIFFERS');
  });

  it('says so of a platform whose report cannot be had, and refuses a day that is not one', async () => {
    const result = await reconcileDay(t.db.database.db, testSecrets(), { day, platform: 'ag' });
    expect(result.platforms).toMatchObject([{ platform: 'ag', matched: false, error: expect.stringContaining('未接入') as unknown }]);
    expect(result.matched).toBe(false);
    expect((await admin(t.db.url, 'platforms:reconcile', day, '--platform', 'ag')).code).toBe(1);
    // A transfer-wallet platform is reconciled too (platform-reconcile-split.test.ts): one whose API does not answer says so.
    const now = Date.now();
    await connectHub88Platform(
      t.db.database,
      testSecrets(),
      { platform: 'pp', protocol: 'hub88-transfer', apiUrl: 'http://127.0.0.1:9', operatorId: 8, hub88PublicKeyPem: hub88.publicPem, privateKeyPem: ours.privatePem, operator: 'test', now },
      auditWriter({ adminId: null, name: 'test', ip: 'cli' }, 'platform:connect', now),
    );
    expect((await reconcileDay(t.db.database.db, testSecrets(), { day })).platforms.map((row) => row.platform)).toEqual([PLATFORM, 'pp']);
    expect((await reconcileDay(t.db.database.db, testSecrets(), { day, platform: 'pp' })).platforms).toMatchObject([{ platform: 'pp', matched: false, error: expect.stringContaining('取不到平台方的对账数据') as unknown }]);
    expect((await admin(t.db.url, 'platforms:reconcile', '2026-13-01')).code).toBe(1);
    expect((await admin(t.db.url, 'platforms:reconcile', 'yesterday')).code).toBe(2);
    expect((await reconciliation(finance.token, 'day=2026-02-30')).code).not.toBe(200);
  });
});
