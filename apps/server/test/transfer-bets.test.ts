import { createPrivateKey, createPublicKey } from 'node:crypto';
import { BET_STATUS } from '@casino/contract/codes';
import { MAIN_WALLET } from '@casino/contract/constants';
import { MSG } from '@casino/contract/messages';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditWriter } from '../src/kernel/audit-log';
import { memberBalances } from '../src/ledger/balances';
import { checkLedger } from '../src/ledger/check';
import { turnoverOf } from '../src/ledger/turnover';
import { reviewDeposit } from '../src/modules/deposit/orders';
import { hub88SimRoutes } from '../../sandbox/src/platform-sim/hub88-sim';
import { Hub88TransferWallets, registerHub88TransferSim } from '../../sandbox/src/platform-sim/hub88-transfer-sim';
import type { TransactionBook } from '../../sandbox/src/platform-sim/report';
import { connectHub88Platform, PlatformConnections } from '../src/integrations/platforms/connections';
import { HUB88_UNITS_PER_FEN, hub88User } from '../src/integrations/platforms/hub88/protocol';
import { pullAllPlatformBets, startPlatformBetPull, type BetPullDeps } from '../src/integrations/platforms/hub88-transfer/pull';
import { post, startTestApp, type TestApp } from './support/app';
import { dialects } from './support/databases';
import { rsaKeyPair, testSecrets } from './support/hub88';
import { registerMember } from './support/members';
import { memberId } from './support/money';

const PLATFORM = 'ag';
const OPERATOR_ID = 9;

describe.each(dialects)('a transfer-wallet platform’s bets pulled into the ledger on %s', (dialect) => {
  let t: TestApp;
  let sim: FastifyInstance;
  let book: TransactionBook;
  const wallets = new Hub88TransferWallets();
  const ours = rsaKeyPair();
  const hub88 = rsaKeyPair();
  /** The multipliers the simulator's next spins pay, first first. */
  const multipliers: number[] = [];
  const warnings: object[] = [];
  let deps: BetPullDeps;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    sim = Fastify({ logger: false });
    book = hub88SimRoutes(sim, {
      walletUrl: 'http://127.0.0.1:9/wallet/hub88',
      hub88PrivateKey: createPrivateKey(hub88.privatePem),
      operatorPublicKey: createPublicKey(ours.publicPem),
      operatorId: OPERATOR_ID,
      transferWallets: wallets,
      transferMultiplier: () => multipliers.shift(),
    });
    registerHub88TransferSim(sim, { operatorPublicKey: createPublicKey(ours.publicPem), operatorId: OPERATOR_ID }, wallets);
    const simUrl = await sim.listen({ port: 0, host: '127.0.0.1' });
    const now = Date.now();
    await connectHub88Platform(
      t.db.database,
      testSecrets(),
      {
        platform: PLATFORM,
        protocol: 'hub88-transfer',
        apiUrl: simUrl,
        operatorId: OPERATOR_ID,
        subPartnerId: 'our-site',
        hub88PublicKeyPem: hub88.publicPem,
        privateKeyPem: ours.privatePem,
        operator: 'test',
        now,
      },
      auditWriter({ adminId: null, name: 'test', ip: 'cli' }, 'platform:connect', now),
    );
    const log = { warn: (details: object) => warnings.push(details), error: (details: object) => warnings.push(details) };
    deps = { database: t.db.database, connections: new PlatformConnections(t.db.database.db, testSecrets()), clock: Date.now, log, maxCreditFen: 100_000_000 };
  });
  afterAll(async () => {
    await sim.close();
    await t.close();
  });

  const db = () => t.db.database.db;
  /** A member with `yuan` deposited (a deposit sets a turnover requirement) and `inYuan` of it transferred into the platform. */
  async function player(yuan: string, inYuan: string) {
    const { name, token } = await registerMember(t.app);
    const id = await memberId(t.db.database, name);
    const order = (await post(t.app, '/api/recharge', { paytype: 2, amount: yuan }, token)).body.message as string;
    await reviewDeposit(t.db.database, order, true, 'test', Date.now());
    const into = await post(t.app, '/api/transfer', { amount: inYuan, sourcetype: MAIN_WALLET, targettype: PLATFORM }, token);
    expect(into.body).toMatchObject({ code: 200, message: MSG.operationOk });
    const launched = await post(t.app, '/api/getGameUrl', { plat_name: PLATFORM, game_type: 'realbet', game_code: 'ag_lobby' }, token);
    const url = (launched.body.data as { url: string }).url;
    return { id, token, url, user: hub88User(id) };
  }
  type Player = Awaited<ReturnType<typeof player>>;

  /** A spin at the simulator's game page, paying `multiplier` × the stake. */
  async function spin(p: Player, stakeYuan: number, multiplier: number) {
    multipliers.push(multiplier);
    const response = await fetch(`${p.url}spin`, { method: 'POST', body: JSON.stringify({ stake: String(stakeYuan) }) });
    return (await response.json()) as { outcome: string; stakeFen: number; winFen: number; balanceFen: number };
  }
  const simFen = (p: Player) => wallets.balanceOf(p.user) / HUB88_UNITS_PER_FEN;
  const ledgerFen = async (p: Player) => (await memberBalances(db(), p.id)).byPlatform.get(PLATFORM) ?? 0;
  const betRows = (p: Player) => db().selectFrom('bet').selectAll().where('member_id', '=', p.id).where('platform', '=', PLATFORM).orderBy('id').execute();
  const cursor = () => db().selectFrom('platform_bet_cursor').selectAll().where('platform', '=', PLATFORM).executeTakeFirstOrThrow();
  const taken = (results: Map<string, { taken: number }>) => results.get(PLATFORM)?.taken ?? 0;

  it('takes each bet and win once (pulled twice, and three times at once), as 投注记录, turnover and rebate; the winnings then transfer out', async () => {
    const p = await player('1000', '100');
    expect(await ledgerFen(p)).toBe(simFen(p));
    expect(simFen(p)).toBe(100_00);
    const turnoverBefore = (await turnoverOf(db(), p.id)).missingFen;
    // The game is a transfer-wallet game: it plays from the simulator's wallet, and the operator's wallet is never called.
    expect(await spin(p, 20, 0)).toMatchObject({ outcome: 'lost', stakeFen: 20_00, winFen: 0, balanceFen: 80_00 });
    expect(await spin(p, 30, 2)).toMatchObject({ outcome: 'won', winFen: 60_00, balanceFen: 110_00 });
    expect(await spin(p, 10, 1.5)).toMatchObject({ outcome: 'won', winFen: 15_00, balanceFen: 115_00 });
    expect(await spin(p, 500, 1)).toMatchObject({ outcome: 'refused' });
    // Nothing reached our ledger yet: the platform account still says what was transferred in.
    expect(await ledgerFen(p)).toBe(100_00);

    expect(taken(await pullAllPlatformBets(deps))).toBe(6);
    expect(await ledgerFen(p)).toBe(simFen(p));
    expect(simFen(p)).toBe(115_00);
    const again = await pullAllPlatformBets(deps);
    expect(again.get(PLATFORM)).toMatchObject({ taken: 0, left: [] });
    expect(again.get(PLATFORM)?.seen).toBeGreaterThanOrEqual(6);
    expect(await ledgerFen(p)).toBe(115_00);
    expect(await cursor()).toMatchObject({ last_error: null });

    // Three pulls at once over two new items: each taken by exactly one of them.
    await spin(p, 5, 0);
    const concurrent = await Promise.all([pullAllPlatformBets(deps), pullAllPlatformBets(deps), pullAllPlatformBets(deps)]);
    expect(concurrent.map(taken).reduce((a, b) => a + b, 0)).toBe(2);
    expect(await ledgerFen(p)).toBe(simFen(p));
    expect(simFen(p)).toBe(110_00);

    const rows = await betRows(p);
    expect(rows.map((row) => [row.bet_fen, row.win_loss_fen, row.status, row.category_id, row.playname])).toEqual([
      [20_00, -20_00, BET_STATUS.settled, 'realbet', 'AG旗舰厅'],
      [30_00, 30_00, BET_STATUS.settled, 'realbet', 'AG旗舰厅'],
      [10_00, 5_00, BET_STATUS.settled, 'realbet', 'AG旗舰厅'],
      [5_00, -5_00, BET_STATUS.settled, 'realbet', 'AG旗舰厅'],
    ]);
    const records = (await post(t.app, '/api/betrecord', { date: 1, page: 1 }, p.token)).body.data as { total: number; data: { bet_amount: number }[] };
    expect(records.total).toBe(4);
    expect(records.data.map((record) => record.bet_amount).sort((a, b) => a - b)).toEqual([5, 10, 20, 30]);
    // Turnover lowered by each valid bet once; a rebate accrued per bet at the member's tier's live-casino rate, as the demo's bets.
    expect((await turnoverOf(db(), p.id)).missingFen).toBe(Math.max(0, turnoverBefore - 65_00));
    const tier = await db()
      .selectFrom('member')
      .innerJoin('vip_tier', 'vip_tier.id', 'member.vip')
      .select('vip_tier.realperson_bp')
      .where('member.id', '=', p.id)
      .executeTakeFirstOrThrow();
    const rebates = await db().selectFrom('rebate').select('amount_fen').where('member_id', '=', p.id).execute();
    const expected = [20_00, 30_00, 10_00, 5_00].map((fen) => Math.floor((fen * tier.realperson_bp) / 10_000)).filter((fen) => fen > 0);
    expect(rebates.map((rebate) => rebate.amount_fen).sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));

    // More play, not pulled yet: the transfer out pulls the member's items first, so all of it, winnings included, comes out.
    await spin(p, 10, 5);
    expect(simFen(p)).toBe(150_00);
    const mainBefore = (await memberBalances(db(), p.id)).mainFen;
    const out = await post(t.app, '/api/transfer', { amount: '150', sourcetype: PLATFORM, targettype: MAIN_WALLET }, p.token);
    expect(out.body).toMatchObject({ code: 200, message: MSG.operationOk });
    expect(simFen(p)).toBe(0);
    expect(await ledgerFen(p)).toBe(0);
    expect((await memberBalances(db(), p.id)).mainFen).toBe(mainBefore + 150_00);
    expect(await checkLedger(db())).toEqual([]);
  });

  it('does not guess an item it cannot take in order: it waits, shows why, 一键回收 leaves the platform, and the next pull takes it all', async () => {
    const p = await player('300', '100');
    await spin(p, 100, 2);
    await spin(p, 150, 0);
    expect(simFen(p)).toBe(50_00);
    const mine = book.items(0, Date.now() + 1_000, { user: p.user });
    const firstWin = mine.find((item) => item.kind === 'TK_WIN' && item.amount > 0);
    if (!firstWin) throw new Error('no win played');
    // The platform lists the win late: without it, the second bet is more than our ledger's platform account holds.
    book.unlisted.add(firstWin.transaction_uuid);
    warnings.length = 0;
    await pullAllPlatformBets(deps);
    expect(await ledgerFen(p)).toBe(0);
    expect((await betRows(p)).map((row) => row.bet_fen)).toEqual([100_00]);
    const stuck = await cursor();
    expect(stuck.last_error).toContain('cannot cover the bet of 15000 fen');
    expect(stuck.taken_until).toBeLessThan(Date.now());
    expect(warnings.length).toBeGreaterThan(0);
    expect(await checkLedger(db())).toEqual([]);

    // 一键回收 while the platform's balance is not our ledger's: no order is sent, and the member is told.
    const withdrawsBefore = wallets.calls.filter((call) => call.path.endsWith('/withdraw')).length;
    const recovery = await post(t.app, '/api/transall', {}, p.token);
    expect(recovery.body).toMatchObject({ code: 200, message: MSG.platformBalanceUnsettled });
    expect(wallets.calls.filter((call) => call.path.endsWith('/withdraw')).length).toBe(withdrawsBefore);
    expect(simFen(p)).toBe(50_00);

    book.unlisted.delete(firstWin.transaction_uuid);
    await pullAllPlatformBets(deps);
    expect(await ledgerFen(p)).toBe(simFen(p));
    expect((await betRows(p)).map((row) => [row.bet_fen, row.win_loss_fen])).toEqual([
      [100_00, 100_00],
      [150_00, -150_00],
    ]);
    expect(await cursor()).toMatchObject({ last_error: null });

    // Now they agree: 一键回收 brings the 50 back.
    const mainBefore = (await memberBalances(db(), p.id)).mainFen;
    const recovered = await post(t.app, '/api/transall', {}, p.token);
    expect(recovered.body).toMatchObject({ code: 200, message: MSG.recovered });
    expect(simFen(p)).toBe(0);
    expect((await memberBalances(db(), p.id)).mainFen).toBe(mainBefore + 50_00);
    expect(await checkLedger(db())).toEqual([]);
  });

  it('pulls on its own every interval once started, as the server starts it', async () => {
    const p = await player('200', '50');
    await spin(p, 20, 3);
    expect(simFen(p)).toBe(90_00);
    expect(await ledgerFen(p)).toBe(50_00);
    const stop = startPlatformBetPull(deps, 50);
    try {
      for (let waited = 0; (await ledgerFen(p)) !== 90_00 && waited < 5_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      stop();
    }
    expect(await ledgerFen(p)).toBe(simFen(p));
    expect((await betRows(p)).map((row) => [row.bet_fen, row.win_loss_fen, row.status])).toEqual([[20_00, 40_00, BET_STATUS.settled]]);
    expect(await checkLedger(db())).toEqual([]);
  });

  it('reports an item of a user who is none of our members and never takes it, without holding the pull back', async () => {
    const stranger = '99999999';
    book.played({ currency: 'CNY', user: stranger, round: 'r-stranger', game_code: 'ag_lobby', transaction_uuid: 'bet-stranger', kind: 'TK_BET', reference_transaction_uuid: null, amount: 5_00 * HUB88_UNITS_PER_FEN }, 'our-site');
    const p = await player('200', '50');
    await spin(p, 10, 2);
    const pulledAt = Date.now();
    const results = await pullAllPlatformBets(deps);
    expect(results.get(PLATFORM)?.left).toEqual([`bet-stranger: no member for user ${stranger}`]);
    expect(await db().selectFrom('hub88_transaction').select('transaction_uuid').where('transaction_uuid', '=', 'bet-stranger').execute()).toEqual([]);
    // The member's items after it are taken, and the cursor moves past it.
    expect(await ledgerFen(p)).toBe(simFen(p));
    const after = await cursor();
    expect(after.last_error).toContain('no member for user');
    expect(after.taken_until).toBeGreaterThanOrEqual(pulledAt);
    expect(await checkLedger(db())).toEqual([]);
  });

  it('takes a rollback the platform lists as the bet’s reversal: the bet void, counted nowhere, its money back in the platform account', async () => {
    const p = await player('200', '50');
    const bet = { currency: 'CNY', user: p.user, round: `r-${p.user}`, game_code: 'ag_lobby', transaction_uuid: `bet-${p.user}`, kind: 'TK_BET', reference_transaction_uuid: null };
    wallets.balances.set(p.user, wallets.balanceOf(p.user) - 20_00 * HUB88_UNITS_PER_FEN);
    book.played({ ...bet, amount: 20_00 * HUB88_UNITS_PER_FEN }, 'our-site');
    await pullAllPlatformBets(deps);
    expect(await ledgerFen(p)).toBe(30_00);
    expect((await betRows(p)).map((row) => row.status)).toEqual([BET_STATUS.unsettled]);
    wallets.balances.set(p.user, wallets.balanceOf(p.user) + 20_00 * HUB88_UNITS_PER_FEN);
    const rollback = { ...bet, transaction_uuid: `rb-${p.user}`, kind: 'TK_ROLLBACK', reference_transaction_uuid: bet.transaction_uuid, amount: 20_00 * HUB88_UNITS_PER_FEN };
    book.played(rollback, 'our-site');
    await pullAllPlatformBets(deps);
    await pullAllPlatformBets(deps);
    expect(await ledgerFen(p)).toBe(simFen(p));
    expect(simFen(p)).toBe(50_00);
    expect((await betRows(p)).map((row) => [row.status, row.valid_fen, row.win_loss_fen])).toEqual([[BET_STATUS.void, 0, 0]]);
    expect(await db().selectFrom('rebate').select('id').where('member_id', '=', p.id).execute()).toEqual([]);
    expect(await checkLedger(db())).toEqual([]);
  });
  it('leaves a pulled win above the maximum of one credit for an operator, holding the pull, and takes it once the maximum allows it (issue #41)', async () => {
    const p = await player('1000', '100');
    expect(await spin(p, 10, 50)).toMatchObject({ outcome: 'won', winFen: 500_00 });
    const held = (await pullAllPlatformBets({ ...deps, maxCreditFen: 100_00 })).get(PLATFORM);
    expect(held?.left.some((reason) => reason.includes('above the maximum'))).toBe(true);
    // The bet is taken, the win is not: the platform account shows the stake gone only.
    expect(await ledgerFen(p)).toBe(90_00);
    expect((await betRows(p)).map((row) => row.win_loss_fen)).toEqual([-10_00]);
    expect(taken(await pullAllPlatformBets(deps))).toBe(1);
    expect(await ledgerFen(p)).toBe(simFen(p));
    expect((await betRows(p)).map((row) => row.win_loss_fen)).toEqual([490_00]);
  });
});
