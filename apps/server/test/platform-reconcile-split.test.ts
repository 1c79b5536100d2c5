import { MAIN_WALLET } from '@casino/contract/constants';
import { createPrivateKey, createPublicKey, randomUUID } from 'node:crypto';
import { beijingDay, parseBeijingTime } from '@casino/contract/time';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditWriter } from '../src/kernel/audit-log';
import { checkLedger } from '../src/ledger/check';
import { reconcileDay, type PlatformReconciliation } from '../src/modules/reports/reconcile';
import { spin, type SimSession } from '../../sandbox/src/platform-sim/game-round';
import { registerHub88TransferSim, type Hub88TransferWallets } from '../../sandbox/src/platform-sim/hub88-transfer-sim';
import { registerTransactionsReport, TransactionBook } from '../../sandbox/src/platform-sim/report';
import { WalletClient } from '../../sandbox/src/platform-sim/wallet-client';
import { connectHub88Platform } from '../src/integrations/platforms/connections';
import { HUB88_UNITS_PER_FEN, hub88User } from '../src/integrations/platforms/hub88/protocol';
import { admin } from './support/admin-cli';
import { post, startTestApp, type TestApp } from './support/app';
import { signedInOperator } from './support/admins';
import { dialects } from './support/databases';
import { gameSession, hub88Call, rsaKeyPair, testSecrets } from './support/hub88';
import { registerMember } from './support/members';
import { fundedMember, fundMember, memberId } from './support/money';

/** Three of the demo's 电子 platforms on one Hub88 connection (the same API URL and operator_id), as the demo connects all five. */
const PLATFORMS = ['obgdy', 'pg', 'pp'] as const;
const GAMES: Record<(typeof PLATFORMS)[number], string> = { obgdy: 'obgdy_001', pg: 'pg_003', pp: 'pp_001' };
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(dialects)('reconciliation of several platforms on one Hub88 connection, split by game, on %s', (dialect) => {
  let t: TestApp;
  let sim: FastifyInstance;
  let wallet: WalletClient;
  let book: TransactionBook;
  let transferWallets: Hub88TransferWallets;
  let simUrl: string;
  const hub88 = rsaKeyPair();
  const ours = rsaKeyPair();
  // The test's own clock, noon in Beijing: both servers (ours and the simulator's book) read it.
  let now = parseBeijingTime('2026-06-10 12:00:00') ?? 0;
  const clock = () => now;

  beforeAll(async () => {
    t = await startTestApp(dialect, {}, clock);
    const ourUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    sim = Fastify({ logger: false });
    sim.removeAllContentTypeParsers();
    sim.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });
    wallet = new WalletClient(`${ourUrl}/wallet/hub88`, createPrivateKey(hub88.privatePem), 5_000);
    book = registerTransactionsReport(sim, wallet, createPublicKey(ours.publicPem), new TransactionBook(clock));
    transferWallets = registerHub88TransferSim(sim, { operatorPublicKey: createPublicKey(ours.publicPem), operatorId: 1 });
    simUrl = await sim.listen({ port: 0, host: '127.0.0.1' });
    for (const platform of PLATFORMS) {
      await connectHub88Platform(
        t.db.database,
        testSecrets(),
        { platform, apiUrl: simUrl, operatorId: 1, hub88PublicKeyPem: hub88.publicPem, privateKeyPem: ours.privatePem, operator: 'test', now },
        auditWriter({ adminId: null, name: 'test', ip: 'cli' }, 'platform:connect', now),
      );
    }
    // A transfer-wallet site of the same operator (its own sub_partner_id), on the same simulator.
    await connectHub88Platform(
      t.db.database,
      testSecrets(),
      { platform: 'ag', protocol: 'hub88-transfer', apiUrl: simUrl, operatorId: 1, subPartnerId: 'our-site', hub88PublicKeyPem: hub88.publicPem, privateKeyPem: ours.privatePem, operator: 'test', now },
      auditWriter({ adminId: null, name: 'test', ip: 'cli' }, 'platform:connect', now),
    );
  });
  afterAll(async () => {
    await sim.close();
    await t.close();
  });

  async function session(platform: (typeof PLATFORMS)[number], fen: number): Promise<SimSession> {
    const id = await memberId(t.db.database, (await registerMember(t.app)).name);
    await fundMember(t.db.database, id, fen);
    const gameCode = GAMES[platform];
    const token = await gameSession(t.db.database, { memberId: id, platform, expiresAt: now + DAY * 10, gameCode });
    return { id: randomUUID(), user: String(id).padStart(4, '0'), token, gameCode, currency: 'CNY', lobbyUrl: undefined };
  }

  const rowOf = (rows: PlatformReconciliation[], platform: string) => rows.find((row) => row.platform === platform);
  const bets = (row: PlatformReconciliation | undefined) => row?.lines.find((line) => line.kind === 'bets');

  it('splits the connection’s report to its platforms: a right day is 一致 on every platform and the CLI exits 0', async () => {
    const pg = await session('pg', 100_00);
    const pp = await session('pp', 100_00);
    for (const multiplier of [0, 2, 1] as const) expect((await spin(wallet, pg, 2_00, multiplier)).calls[0]?.reply?.status).toBe('RS_OK');
    for (const multiplier of [0, 5] as const) expect((await spin(wallet, pp, 3_00, multiplier)).calls[0]?.reply?.status).toBe('RS_OK');

    const day = beijingDay(now);
    const result = await reconcileDay(t.db.database.db, testSecrets(), { day });
    expect(result.platforms.map((row) => [row.platform, row.error, row.matched])).toEqual(['ag', ...PLATFORMS].map((platform) => [platform, null, true]));
    expect(result.matched).toBe(true);
    // Each platform's side is its own bets only, not the connection's whole book.
    expect(bets(rowOf(result.platforms, 'pg'))).toEqual({ kind: 'bets', ours: { count: 3, fen: 6_00 }, theirs: { count: 3, fen: 6_00 } });
    expect(bets(rowOf(result.platforms, 'pp'))).toEqual({ kind: 'bets', ours: { count: 2, fen: 6_00 }, theirs: { count: 2, fen: 6_00 } });
    expect(bets(rowOf(result.platforms, 'obgdy'))).toEqual({ kind: 'bets', ours: { count: 0, fen: 0 }, theirs: { count: 0, fen: 0 } });

    const cli = await admin(t.db.url, 'platforms:reconcile', day);
    expect(cli.err).toBe('');
    expect(cli.out).not.toContain('DIFFERS');
    expect(cli.code).toBe(0);
    expect(await checkLedger(t.db.database.db)).toEqual([]);
  });

  it('finds a planted difference on its platform and its day: a bet only on ours, a bet missing on ours', async () => {
    const firstDay = beijingDay(now);
    now += DAY;
    const day = beijingDay(now);
    const pg = await session('pg', 50_00);
    const pp = await session('pp', 50_00);
    expect((await spin(wallet, pg, 1_00, 0)).outcome).toBe('lost');
    // On pp: a bet we took that the platform never sent (signed with its key, not by the simulator).
    const stray = await hub88Call(
      t.app,
      '/transaction/bet',
      { user: pp.user, token: pp.token, transaction_uuid: randomUUID(), request_uuid: randomUUID(), round: 'r-stray', game_code: GAMES.pp, currency: 'CNY', amount: 7_00 * HUB88_UNITS_PER_FEN },
      { key: hub88.privatePem },
    );
    expect(stray.status).toBe('RS_OK');
    // On pg: a bet the platform counts that never reached us.
    book.played({ transaction_uuid: randomUUID(), kind: 'TK_BET', amount: 4_00 * HUB88_UNITS_PER_FEN, currency: 'CNY', user: pg.user, round: 'r-lost', reference_transaction_uuid: null, game_code: GAMES.pg }, undefined);

    const result = await reconcileDay(t.db.database.db, testSecrets(), { day });
    expect(result.matched).toBe(false);
    expect(result.platforms.map((row) => [row.platform, row.error, row.matched])).toEqual([
      ['ag', null, true],
      ['obgdy', null, true],
      ['pg', null, false],
      ['pp', null, false],
    ]);
    const pgBets = bets(rowOf(result.platforms, 'pg'));
    expect(pgBets).toEqual({ kind: 'bets', ours: { count: 1, fen: 1_00 }, theirs: { count: 2, fen: 5_00 } });
    const ppBets = bets(rowOf(result.platforms, 'pp'));
    expect(ppBets).toEqual({ kind: 'bets', ours: { count: 1, fen: 7_00 }, theirs: { count: 0, fen: 0 } });

    const cli = await admin(t.db.url, 'platforms:reconcile', day);
    expect(cli.code).toBe(1);
    expect(cli.out).toContain('pg\tbets\t1 / 1.00\t2 / 5.00\t-1 / -4.00');
    expect(cli.out).toContain('pp\tbets\t1 / 7.00\t0 / 0.00\t1 / 7.00');
    expect(cli.out).toContain('obgdy (OB电子): matched');
    // The day before is still right.
    expect((await reconcileDay(t.db.database.db, testSecrets(), { day: firstDay })).matched).toBe(true);
    expect((await admin(t.db.url, 'platforms:reconcile', firstDay)).code).toBe(0);
  });

  it('reconciles the connection as a whole, and says so, on a day its report has a transaction of no platform of ours', async () => {
    now += DAY;
    const day = beijingDay(now);
    const pg = await session('pg', 50_00);
    expect((await spin(wallet, pg, 2_00, 1)).outcome).toBe('won');
    // A game none of the connection's platforms lists: the report cannot be split to a platform.
    book.played({ transaction_uuid: randomUUID(), kind: 'TK_BET', amount: 1_00 * HUB88_UNITS_PER_FEN, currency: 'CNY', user: pg.user, round: 'r-x', reference_transaction_uuid: null, game_code: 'other_999' }, undefined);

    const result = await reconcileDay(t.db.database.db, testSecrets(), { day });
    expect(result.platforms.map((row) => row.platform)).toEqual(['ag', 'obgdy+pg+pp']);
    const whole = result.platforms[1];
    expect(whole?.platform).toBe('obgdy+pg+pp');
    expect(whole?.note).toContain('按整个接入对账');
    expect(whole?.note).toContain('other_999');
    expect(bets(whole)).toEqual({ kind: 'bets', ours: { count: 1, fen: 2_00 }, theirs: { count: 2, fen: 3_00 } });
    expect(whole?.matched).toBe(false);
    // One platform asked for alone answers its connection's whole row too: its report cannot be split that day.
    expect((await reconcileDay(t.db.database.db, testSecrets(), { day, platform: 'pp' })).platforms.map((row) => row.platform)).toEqual(['obgdy+pg+pp']);
    const cli = await admin(t.db.url, 'platforms:reconcile', day);
    expect(cli.out).toContain('按整个接入对账');
    expect(cli.code).toBe(1);
  });

  it('reconciles a transfer-wallet platform: its transfers in and out shown as ours with why, and the balance held there against ours today', async () => {
    now += DAY;
    const day = beijingDay(now);
    const member = await fundedMember(t, 100_00);
    const transfer = (amount: string, into: boolean) =>
      post(t.app, '/api/transfer', { amount, sourcetype: into ? MAIN_WALLET : 'ag', targettype: into ? 'ag' : MAIN_WALLET }, member.token);
    expect((await transfer('30', true)).body.code).toBe(200);
    expect((await transfer('5', false)).body.code).toBe(200);
    // A seamless bet the same day: it is the seamless connection's, not the transfer site's.
    const pg = await session('pg', 10_00);
    expect((await spin(wallet, pg, 1_00, 0)).outcome).toBe('lost');

    const result = await reconcileDay(t.db.database.db, testSecrets(), { day, now });
    const ag = rowOf(result.platforms, 'ag');
    expect(ag?.note).toContain('没有转账清单');
    expect(ag?.lines.slice(3)).toEqual([
      { kind: 'transfers_in', ours: { count: 1, fen: 30_00 }, theirs: null, note: expect.stringContaining('转账钱包') as unknown },
      { kind: 'transfers_out', ours: { count: 1, fen: 5_00 }, theirs: null, note: expect.stringContaining('转账钱包') as unknown },
      { kind: 'balance', ours: { count: 1, fen: 25_00 }, theirs: { count: 1, fen: 25_00 } },
    ]);
    expect(ag?.matched).toBe(true);
    expect(result.matched).toBe(true);

    // The platform's wallet holds other than ours (a bet there not pulled yet, or a transfer it lost): found on the balance.
    transferWallets.balances.set(hub88User(member.id), 20_00 * HUB88_UNITS_PER_FEN);
    const finance = await signedInOperator(t.app, t.db.database.db, 'split-finance', 'finance', now);
    const answered = (
      await t.app.inject({ method: 'GET', url: `/admin/api/reports/platform-reconcile?day=${day}&platform=ag`, headers: { authorization: `Bearer ${finance.token}` } })
    ).json<{ data: { matched: boolean; platforms: { platform: string; matched: boolean; lines: { kind: string; difference: unknown; note: string | null }[] }[] } }>();
    expect(answered.data.matched).toBe(false);
    expect(answered.data.platforms[0]?.lines.find((line) => line.kind === 'balance')).toMatchObject({ difference: { count: 0, sum: 5 }, note: null });
    // Another day: a balance is only known as it is now, so it is not compared.
    const yesterday = (await reconcileDay(t.db.database.db, testSecrets(), { day: beijingDay(now - DAY), platform: 'ag', now })).platforms[0];
    expect(yesterday?.lines.find((line) => line.kind === 'balance')).toMatchObject({ theirs: null, note: expect.stringContaining('今天') as unknown });
    expect(yesterday?.matched).toBe(true);
    transferWallets.balances.set(hub88User(member.id), 25_00 * HUB88_UNITS_PER_FEN);
    expect(await checkLedger(t.db.database.db)).toEqual([]);
  });
});
