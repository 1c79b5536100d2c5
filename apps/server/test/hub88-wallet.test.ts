import { createHash, randomUUID } from 'node:crypto';
import { BET_STATUS } from '@casino/contract/codes';
import { beijingDayStart } from '@casino/contract/time';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { memberBalances } from '../src/ledger/balances';
import { checkLedger } from '../src/ledger/check';
import { turnoverOf } from '../src/ledger/turnover';
import { reviewDeposit } from '../src/modules/deposit/orders';
import { UNVERIFIED_LINES_PER_ADDRESS, UNVERIFIED_PREFIX_CHARS } from '../src/platform/security/unverified-requests';
import { post, startTestApp, type TestApp } from './support/app';
import { dialects } from './support/databases';
import { connectHub88, gameSession, hub88Call, rsaKeyPair, type WalletAnswer } from './support/hub88';
import { registerMember } from './support/members';
import { fundMember, memberId } from './support/money';

const HOUR = 3_600_000;
const PLATFORM = 'pg';
const LISTED_PLATFORM = 'ae';

describe.each(dialects)('Hub88 seamless wallet on %s', (dialect) => {
  let t: TestApp;
  let now = beijingDayStart(Date.now()) + 9 * HOUR;
  const hub88 = rsaKeyPair();
  const ours = rsaKeyPair();
  const stranger = rsaKeyPair();
  const listedHub88 = rsaKeyPair();
  const signed = { key: hub88.privatePem };

  beforeAll(async () => {
    t = await startTestApp(dialect, {}, () => now);
    await connectHub88(t.db.database, PLATFORM, hub88, ours);
    // A platform whose connection names the addresses Hub88 calls from (#41 item 6).
    await connectHub88(t.db.database, LISTED_PLATFORM, listedHub88, ours, ['192.0.2.0/24', '2001:db8::1']);
  });
  afterEach(async () => {
    expect(await checkLedger(t.db.database.db)).toEqual([]);
  });
  afterAll(async () => {
    await t.close();
  });

  /** A member with `yuan` deposited (which sets a turnover requirement), a Hub88 session on PLATFORM, and their Hub88 user. */
  async function player(yuan: string, expiresIn = HOUR, viaDeposit = false) {
    const { name, token } = await registerMember(t.app);
    const id = await memberId(t.db.database, name);
    if (!viaDeposit) {
      await fundMember(t.db.database, id, Math.round(Number(yuan) * 100));
    } else {
      const order = (await post(t.app, '/api/recharge', { paytype: 2, amount: yuan }, token)).body.message as string;
      await reviewDeposit(t.db.database, order, true, 'test', now);
    }
    const gameToken = await gameSession(t.db.database, { memberId: id, platform: PLATFORM, expiresAt: now + expiresIn });
    return { id, name, token, gameToken, user: String(id).padStart(4, '0') };
  }
  type Player = Awaited<ReturnType<typeof player>>;

  const mainFen = async (id: number) => (await memberBalances(t.db.database.db, id)).mainFen;
  const transfers = async () => Number((await t.db.database.db.selectFrom('transfer').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const betRow = (uuid: string) => t.db.database.db.selectFrom('bet').selectAll().where('platform', '=', PLATFORM).where('bet_id', '=', uuid).executeTakeFirst();

  const betBody = (p: Player, amount: number, extra: Record<string, unknown> = {}) => ({
    user: p.user,
    transaction_uuid: randomUUID(),
    supplier_transaction_id: randomUUID(),
    token: p.gameToken,
    round: `r-${randomUUID()}`,
    round_closed: false,
    request_uuid: randomUUID(),
    is_free: false,
    game_code: 'pg_003',
    currency: 'CNY',
    bet: 'zero',
    amount,
    meta: {},
    ...extra,
  });
  const winBody = (p: Player, bet: { transaction_uuid: string; round: string }, amount: number, extra: Record<string, unknown> = {}) => ({
    ...betBody(p, amount),
    round: bet.round,
    reference_transaction_uuid: bet.transaction_uuid,
    round_closed: true,
    ...extra,
  });
  const rollbackBody = (p: Player, reference: string, extra: Record<string, unknown> = {}) => ({
    user: p.user,
    transaction_uuid: randomUUID(),
    token: p.gameToken,
    request_uuid: randomUUID(),
    reference_transaction_uuid: reference,
    game_code: 'pg_003',
    meta: {},
    ...extra,
  });

  it('answers the balance in yuan × 100,000 and the member’s details', async () => {
    const p = await player('123.45');
    const body = { user: p.user, token: p.gameToken, request_uuid: randomUUID(), game_code: 'pg_003' };
    expect(await hub88Call(t.app, '/user/balance', body, signed)).toEqual({ user: p.user, status: 'RS_OK', request_uuid: body.request_uuid, currency: 'CNY', balance: 12_345_000 });
    const info = await hub88Call(t.app, '/user/info', { user: p.user, request_uuid: body.request_uuid }, signed);
    expect(info).toMatchObject({ user: p.user, status: 'RS_OK', request_uuid: body.request_uuid, country: 'CN' });
    expect(info.registration_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await hub88Call(t.app, '/user/info', { user: '99999999', request_uuid: body.request_uuid }, signed)).status).toBe('RS_ERROR_UNKNOWN');
    expect((await hub88Call(t.app, '/user/balance', { ...body, token: 'unknown-token-123' }, signed)).status).toBe('RS_ERROR_INVALID_TOKEN');
    expect((await hub88Call(t.app, '/user/balance', { ...body, user: '99999999' }, signed)).status).toBe('RS_ERROR_INVALID_TOKEN');
    expect((await hub88Call(t.app, '/user/balance', { ...body, game_code: 'nope_game' }, signed)).status).toBe('RS_ERROR_INVALID_GAME');
    // Another game of the platform (a live lobby changes games within a session) is fine.
    expect((await hub88Call(t.app, '/user/balance', { ...body, game_code: 'pg_001' }, signed)).status).toBe('RS_OK');
    const expired = await gameSession(t.db.database, { memberId: p.id, platform: PLATFORM, expiresAt: now - 1 });
    expect(await hub88Call(t.app, '/user/balance', { ...body, token: expired }, signed)).toMatchObject({ status: 'RS_ERROR_TOKEN_EXPIRED', balance: 12_345_000 });
  });

  it('bets from the main wallet and settles the bet with its win: 投注记录, turnover, rebate', async () => {
    const p = await player('1000', HOUR, true);
    const turnoverBefore = await turnoverOf(t.db.database.db, p.id);
    const bet = betBody(p, 100 * 100_000);
    expect(await hub88Call(t.app, '/transaction/bet', bet, signed)).toEqual({ user: p.user, status: 'RS_OK', request_uuid: bet.request_uuid, currency: 'CNY', balance: 900 * 100_000 });
    expect(await mainFen(p.id)).toBe(900_00);
    expect(await betRow(bet.transaction_uuid)).toMatchObject({ member_id: p.id, bet_fen: 100_00, status: BET_STATUS.unsettled, game_code: 'pg_003', category_id: 'concise' });
    // Unsettled: nothing counted yet.
    expect((await turnoverOf(t.db.database.db, p.id)).missingFen).toBe(turnoverBefore.missingFen);

    const win = winBody(p, bet, 250 * 100_000);
    expect(await hub88Call(t.app, '/transaction/win', win, signed)).toMatchObject({ status: 'RS_OK', request_uuid: win.request_uuid, balance: 1150 * 100_000 });
    expect(await betRow(bet.transaction_uuid)).toMatchObject({ status: BET_STATUS.settled, win_loss_fen: 150_00, valid_fen: 100_00 });
    expect((await turnoverOf(t.db.database.db, p.id)).missingFen).toBe(turnoverBefore.missingFen - 100_00);
    const rebates = await t.db.database.db.selectFrom('rebate').selectAll().where('member_id', '=', p.id).execute();
    // VIP1 electron rate: 0.5% of 100 yuan, once.
    expect(rebates.map((r) => r.amount_fen)).toEqual([50]);
    // A second win in the same round (a cascade) adds to the bet; nothing is counted twice.
    expect((await hub88Call(t.app, '/transaction/win', winBody(p, bet, 10 * 100_000), signed)).status).toBe('RS_OK');
    expect(await betRow(bet.transaction_uuid)).toMatchObject({ status: BET_STATUS.settled, win_loss_fen: 160_00 });
    expect((await turnoverOf(t.db.database.db, p.id)).missingFen).toBe(turnoverBefore.missingFen - 100_00);
    expect(await t.db.database.db.selectFrom('rebate').select('id').where('member_id', '=', p.id).execute()).toHaveLength(1);

    const records = (await post(t.app, '/api/betrecord', { date: 1, page: 1 }, p.token)).body.data as { total: number; data: { bet_amount: number; status: number }[] };
    expect(records.total).toBe(1);
    expect(records.data[0]).toMatchObject({ bet_amount: 100, status: 1 });
  });

  it('closes a lost round with a zero win, and takes zero-amount promo bets', async () => {
    const p = await player('50');
    const bet = betBody(p, 20 * 100_000);
    await hub88Call(t.app, '/transaction/bet', bet, signed);
    expect(await hub88Call(t.app, '/transaction/win', winBody(p, bet, 0), signed)).toMatchObject({ status: 'RS_OK', balance: 30 * 100_000 });
    expect(await betRow(bet.transaction_uuid)).toMatchObject({ status: BET_STATUS.settled, win_loss_fen: -20_00 });
    const promo = betBody(p, 0, { is_supplier_promo: true, some_future_field: { x: 1 } });
    const before = await transfers();
    expect(await hub88Call(t.app, '/transaction/bet', promo, signed)).toMatchObject({ status: 'RS_OK', balance: 30 * 100_000 });
    expect(await hub88Call(t.app, '/transaction/win', winBody(p, promo, 5 * 100_000), signed)).toMatchObject({ status: 'RS_OK', balance: 35 * 100_000 });
    expect(await transfers()).toBe(before + 1);
    // round_closed on a bet settles the round's open bets.
    const closing = betBody(p, 1 * 100_000, { round_closed: true });
    await hub88Call(t.app, '/transaction/bet', closing, signed);
    expect((await betRow(closing.transaction_uuid))?.status).toBe(BET_STATUS.settled);
  });

  it('refuses what it cannot take, with the balance where the member is known', async () => {
    const p = await player('10');
    const short = betBody(p, 11 * 100_000);
    const refused = await hub88Call(t.app, '/transaction/bet', short, signed);
    expect(refused).toEqual({ user: p.user, status: 'RS_ERROR_NOT_ENOUGH_MONEY', request_uuid: short.request_uuid, currency: 'CNY', balance: 10 * 100_000 });
    // Stored: the retry answers the same, and its rollback moves nothing.
    expect((await hub88Call(t.app, '/transaction/bet', { ...short, request_uuid: randomUUID() }, signed)).status).toBe('RS_ERROR_NOT_ENOUGH_MONEY');
    const before = await transfers();
    expect((await hub88Call(t.app, '/transaction/rollback', rollbackBody(p, short.transaction_uuid), signed)).status).toBe('RS_OK');
    expect(await transfers()).toBe(before);
    expect(await betRow(short.transaction_uuid)).toBeUndefined();

    expect((await hub88Call(t.app, '/transaction/bet', betBody(p, 1_000, { currency: 'EUR' }), signed)).status).toBe('RS_ERROR_WRONG_CURRENCY');
    expect((await hub88Call(t.app, '/transaction/bet', betBody(p, 1_000, { token: 'no-such-token-000' }), signed)).status).toBe('RS_ERROR_INVALID_TOKEN');
    expect((await hub88Call(t.app, '/transaction/bet', betBody(p, 1_000, { user: '99999999' }), signed)).status).toBe('RS_ERROR_INVALID_TOKEN');
    expect((await hub88Call(t.app, '/transaction/bet', betBody(p, 1_000, { game_code: 'nope_game' }), signed)).status).toBe('RS_ERROR_INVALID_GAME');
    const expired = await gameSession(t.db.database, { memberId: p.id, platform: PLATFORM, expiresAt: now - 1 });
    expect(await hub88Call(t.app, '/transaction/bet', betBody(p, 1_000, { token: expired }), signed)).toMatchObject({ status: 'RS_ERROR_TOKEN_EXPIRED', balance: 10 * 100_000 });
    // A session of a platform that is not connected to Hub88 is not Hub88's token.
    const other = await gameSession(t.db.database, { memberId: p.id, platform: 'pp', expiresAt: now + HOUR });
    expect((await hub88Call(t.app, '/transaction/bet', betBody(p, 1_000, { token: other }), signed)).status).toBe('RS_ERROR_INVALID_TOKEN');

    // Syntax and types.
    const syntax = (body: string | Record<string, unknown>) => hub88Call(t.app, '/transaction/bet', body, signed);
    expect(await syntax('{not json')).toEqual({ status: 'RS_ERROR_WRONG_SYNTAX' });
    const { amount: _amount, ...withoutAmount } = betBody(p, 1_000);
    expect(await syntax(withoutAmount)).toMatchObject({ status: 'RS_ERROR_WRONG_SYNTAX', request_uuid: withoutAmount.request_uuid });
    expect((await syntax(betBody(p, 1_000, { amount: '1000' }))).status).toBe('RS_ERROR_WRONG_TYPES');
    expect((await syntax(betBody(p, -1_000))).status).toBe('RS_ERROR_WRONG_TYPES');
    expect((await syntax(betBody(p, 1_500))).status).toBe('RS_ERROR_WRONG_TYPES');
    expect((await syntax(betBody(p, 10.5))).status).toBe('RS_ERROR_WRONG_TYPES');
    expect((await syntax(betBody(p, 1_000, { round_closed: 'yes' }))).status).toBe('RS_ERROR_WRONG_TYPES');
    expect(await mainFen(p.id)).toBe(10_00);
  });

  it('refuses a blocked or disabled member’s bets and still pays their wins; refuses bets during maintenance', async () => {
    const p = await player('100');
    const bet = betBody(p, 10 * 100_000);
    await hub88Call(t.app, '/transaction/bet', bet, signed);
    await t.db.database.db.updateTable('member').set({ isblack: 1 }).where('id', '=', p.id).execute();
    expect(await hub88Call(t.app, '/transaction/bet', betBody(p, 1_000), signed)).toMatchObject({ status: 'RS_ERROR_USER_DISABLED', balance: 90 * 100_000 });
    expect(await hub88Call(t.app, '/transaction/win', winBody(p, bet, 30 * 100_000), signed)).toMatchObject({ status: 'RS_OK', balance: 120 * 100_000 });
    await t.db.database.db.updateTable('member').set({ isblack: 0, status: 0 }).where('id', '=', p.id).execute();
    expect((await hub88Call(t.app, '/transaction/bet', betBody(p, 1_000), signed)).status).toBe('RS_ERROR_USER_DISABLED');
    await t.db.database.db.updateTable('member').set({ status: 1 }).where('id', '=', p.id).execute();

    const open = betBody(p, 5 * 100_000);
    await hub88Call(t.app, '/transaction/bet', open, signed);
    await t.db.database.db.updateTable('site').set({ site_state: 0 }).execute();
    now += 3_000;
    try {
      // The site state is cached for a second by the process.
      await new Promise((resolve) => setTimeout(resolve, 2_100));
      expect((await hub88Call(t.app, '/transaction/bet', betBody(p, 1_000), signed)).status).toBe('RS_ERROR_UNKNOWN');
      expect(await hub88Call(t.app, '/transaction/win', winBody(p, open, 1 * 100_000), signed)).toMatchObject({ status: 'RS_OK', balance: 116 * 100_000 });
    } finally {
      await t.db.database.db.updateTable('site').set({ site_state: 1 }).execute();
      await new Promise((resolve) => setTimeout(resolve, 2_100));
    }
  });

  it('pays a win after the session token expired', async () => {
    const p = await player('100', 60_000);
    const bet = betBody(p, 10 * 100_000);
    await hub88Call(t.app, '/transaction/bet', bet, signed);
    now += 2 * 60_000;
    expect((await hub88Call(t.app, '/transaction/bet', betBody(p, 1_000), signed)).status).toBe('RS_ERROR_TOKEN_EXPIRED');
    expect(await hub88Call(t.app, '/transaction/win', winBody(p, bet, 20 * 100_000), signed)).toMatchObject({ status: 'RS_OK', balance: 110 * 100_000 });
  });

  it('applies a transaction once: the same body again, 20 concurrent copies, or other content under the same id', async () => {
    const p = await player('100');
    const bet = betBody(p, 10 * 100_000);
    const first = await hub88Call(t.app, '/transaction/bet', bet, signed);
    expect(await hub88Call(t.app, '/transaction/bet', bet, signed)).toEqual(first);
    expect(await mainFen(p.id)).toBe(90_00);

    const burst = betBody(p, 7 * 100_000);
    const answers = await Promise.all(Array.from({ length: 20 }, () => hub88Call(t.app, '/transaction/bet', burst, signed)));
    expect(new Set(answers.map((a) => JSON.stringify(a)))).toEqual(new Set([JSON.stringify({ user: p.user, status: 'RS_OK', request_uuid: burst.request_uuid, currency: 'CNY', balance: 83 * 100_000 })]));
    expect(await mainFen(p.id)).toBe(83_00);
    expect(await t.db.database.db.selectFrom('transfer').select('id').where('id', '=', `hub88:bet:${burst.transaction_uuid}`).execute()).toHaveLength(1);

    const other = await player('10');
    const before = await transfers();
    for (const changed of [{ amount: 8 * 100_000 }, { round: 'another' }, { currency: 'EUR' }, { game_code: 'pg_001' }]) {
      expect(await hub88Call(t.app, '/transaction/bet', { ...bet, ...changed }, signed)).toMatchObject({ status: 'RS_ERROR_DUPLICATE_TRANSACTION', balance: 83 * 100_000 });
    }
    expect((await hub88Call(t.app, '/transaction/bet', { ...bet, user: other.user, token: other.gameToken }, signed)).status).toBe('RS_ERROR_DUPLICATE_TRANSACTION');
    // A win under a bet's id is a duplicate too.
    expect((await hub88Call(t.app, '/transaction/win', winBody(p, bet, 1_000, { transaction_uuid: bet.transaction_uuid }), signed)).status).toBe('RS_ERROR_DUPLICATE_TRANSACTION');

    const win = winBody(p, bet, 5 * 100_000);
    const paid = await Promise.all(Array.from({ length: 20 }, () => hub88Call(t.app, '/transaction/win', win, signed)));
    expect(paid.every((a) => a.status === 'RS_OK' && a.balance === 88 * 100_000)).toBe(true);
    expect((await hub88Call(t.app, '/transaction/win', { ...win, amount: 6 * 100_000 }, signed)).status).toBe('RS_ERROR_DUPLICATE_TRANSACTION');
    expect(await transfers()).toBe(before + 1);
    expect(await mainFen(p.id)).toBe(88_00);
  });

  it('rolls a bet back once, refuses its later win, and a rollback before its bet leaves a tombstone', async () => {
    const p = await player('100');
    const bet = betBody(p, 10 * 100_000);
    await hub88Call(t.app, '/transaction/bet', bet, signed);
    const rollback = rollbackBody(p, bet.transaction_uuid);
    expect(await hub88Call(t.app, '/transaction/rollback', rollback, signed)).toMatchObject({ status: 'RS_OK', request_uuid: rollback.request_uuid, balance: 100 * 100_000 });
    expect(await hub88Call(t.app, '/transaction/rollback', rollback, signed)).toMatchObject({ status: 'RS_OK', balance: 100 * 100_000 });
    // Another rollback of the same bet: nothing more.
    const second = await Promise.all(Array.from({ length: 5 }, () => hub88Call(t.app, '/transaction/rollback', rollbackBody(p, bet.transaction_uuid), signed)));
    expect(second.every((a) => a.status === 'RS_OK' && a.balance === 100 * 100_000)).toBe(true);
    expect(await mainFen(p.id)).toBe(100_00);
    expect(await betRow(bet.transaction_uuid)).toMatchObject({ status: BET_STATUS.void, win_loss_fen: 0 });
    expect((await hub88Call(t.app, '/transaction/win', winBody(p, bet, 20 * 100_000), signed)).status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    expect((await turnoverOf(t.db.database.db, p.id)).reachedFen).toBe(0);

    // A win on a bet never seen.
    expect((await hub88Call(t.app, '/transaction/win', winBody(p, { transaction_uuid: randomUUID(), round: 'x' }, 1_000), signed)).status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');

    // The rollback comes first: RS_OK, and the bet arriving after it moves nothing.
    const late = betBody(p, 10 * 100_000);
    expect((await hub88Call(t.app, '/transaction/rollback', rollbackBody(p, late.transaction_uuid), signed)).status).toBe('RS_OK');
    const before = await transfers();
    expect(await hub88Call(t.app, '/transaction/bet', late, signed)).toMatchObject({ status: 'RS_ERROR_TRANSACTION_ROLLED_BACK', balance: 100 * 100_000 });
    expect(await transfers()).toBe(before);
    expect(await betRow(late.transaction_uuid)).toBeUndefined();

    // A rollback of a win is refused and moves nothing.
    const won = betBody(p, 10 * 100_000);
    await hub88Call(t.app, '/transaction/bet', won, signed);
    const win = winBody(p, won, 30 * 100_000);
    await hub88Call(t.app, '/transaction/win', win, signed);
    const afterWin = await transfers();
    expect(await hub88Call(t.app, '/transaction/rollback', rollbackBody(p, win.transaction_uuid), signed)).toMatchObject({ status: 'RS_ERROR_UNKNOWN', balance: 120 * 100_000 });
    expect(await transfers()).toBe(afterWin);
  });

  it('ends the same whichever comes first when a bet races its rollback, or a win races a rollback', async () => {
    const p = await player('100');
    for (let i = 0; i < 5; i += 1) {
      const bet = betBody(p, 10 * 100_000);
      const [placed, undone] = await Promise.all([hub88Call(t.app, '/transaction/bet', bet, signed), hub88Call(t.app, '/transaction/rollback', rollbackBody(p, bet.transaction_uuid), signed)]);
      expect(undone.status).toBe('RS_OK');
      // Either the bet came first and was reversed, or the rollback came first and the bet was refused: no money moved.
      expect(['RS_OK', 'RS_ERROR_TRANSACTION_ROLLED_BACK']).toContain(placed.status);
      expect(await mainFen(p.id)).toBe(100_00);
      expect([undefined, BET_STATUS.void]).toContain((await betRow(bet.transaction_uuid))?.status);
    }
    const bet = betBody(p, 10 * 100_000);
    await hub88Call(t.app, '/transaction/bet', bet, signed);
    const [won, undone] = await Promise.all([hub88Call(t.app, '/transaction/win', winBody(p, bet, 30 * 100_000), signed), hub88Call(t.app, '/transaction/rollback', rollbackBody(p, bet.transaction_uuid), signed)]);
    // Win first: paid, and the bet it was paid on is no longer rolled back (120; issue #41 item 9, README);
    // rollback first: the bet reversed and the win refused (100).
    if (won.status === 'RS_OK') expect([undone.status, await mainFen(p.id)]).toEqual(['RS_ERROR_UNKNOWN', 120_00]);
    else expect([undone.status, won.status, await mainFen(p.id)]).toEqual(['RS_OK', 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST', 100_00]);
  });

  it('refuses unsigned, badly signed and tampered requests, moving nothing, and logs every callback', async () => {
    const p = await player('100');
    const bet = betBody(p, 10 * 100_000);
    const bytes = JSON.stringify(bet);
    const before = await transfers();
    const refused: WalletAnswer[] = [
      await hub88Call(t.app, '/transaction/bet', bytes, { signature: undefined }),
      await hub88Call(t.app, '/transaction/bet', bytes, { signature: 'garbage!' }),
      await hub88Call(t.app, '/transaction/bet', bytes, { key: stranger.privatePem }),
      // Our own key is not Hub88's.
      await hub88Call(t.app, '/transaction/bet', bytes, { key: ours.privatePem }),
      await hub88Call(t.app, '/transaction/bet', bytes.replace('"amount":1000000', '"amount":1'), { signature: (await import('../src/integrations/platforms/hub88/signature')).signBody(bytes, hub88.privatePem) }),
    ];
    for (const answer of refused) expect(answer).toEqual({ status: 'RS_ERROR_INVALID_SIGNATURE', request_uuid: bet.request_uuid });
    expect(await transfers()).toBe(before);
    expect(await mainFen(p.id)).toBe(100_00);
    // Re-serialised JSON is other bytes: only the exact bytes count.
    expect((await hub88Call(t.app, '/transaction/bet', JSON.stringify(bet, null, 1), { signature: (await import('../src/integrations/platforms/hub88/signature')).signBody(bytes, hub88.privatePem) })).status).toBe('RS_ERROR_INVALID_SIGNATURE');
    expect((await hub88Call(t.app, '/transaction/bet', bytes, signed)).status).toBe('RS_OK');

    // A line of a call that does not verify keeps the first characters of its body and the hash of all of it (#41 item 6).
    const hashes = [bytes, bytes.replace('"amount":1000000', '"amount":1'), JSON.stringify(bet, null, 1)].map((sent) => createHash('sha256').update(sent).digest('hex'));
    const log = await t.db.database.db.selectFrom('platform_callback').selectAll().where('request_sha256', 'in', hashes).orderBy('id').execute();
    expect(log.map((l) => [l.status, l.signature_valid])).toEqual([
      ['RS_ERROR_INVALID_SIGNATURE', 0],
      ['RS_ERROR_INVALID_SIGNATURE', 0],
      ['RS_ERROR_INVALID_SIGNATURE', 0],
      ['RS_ERROR_INVALID_SIGNATURE', 0],
      ['RS_ERROR_INVALID_SIGNATURE', 0],
      ['RS_ERROR_INVALID_SIGNATURE', 0],
      ['RS_OK', 1],
    ]);
    expect(log.at(-1)).toMatchObject({ path: '/transaction/bet', platform: PLATFORM, request_body: bytes });
    expect(JSON.parse(log.at(-1)?.response_body ?? '{}')).toMatchObject({ status: 'RS_OK', balance: 90 * 100_000 });
  });

  it('keeps of a callback that does not verify a short line, so many per address, and the whole body of a verified one (#41 item 6)', async () => {
    const p = await player('100');
    const call = (bytes: string, remoteAddress: string, signature?: string) =>
      t.app.inject({ method: 'POST', url: '/wallet/hub88/transaction/bet', remoteAddress, headers: { 'content-type': 'application/json', ...(signature === undefined ? {} : { 'x-hub88-signature': signature }) }, payload: bytes });
    const junk = JSON.stringify({ request_uuid: randomUUID(), padding: 'x'.repeat(45_000) });
    const flood = await Promise.all(Array.from({ length: UNVERIFIED_LINES_PER_ADDRESS + 20 }, () => call(junk, '203.0.113.7', 'forged')));
    expect(flood.map((answer) => answer.json<WalletAnswer>().status)).toEqual(Array(flood.length).fill('RS_ERROR_INVALID_SIGNATURE'));
    await call(junk, '203.0.113.8');
    const lines = (address: string) => t.db.database.db.selectFrom('platform_callback').selectAll().where('remote_address', '=', address).execute();
    const flooded = await lines('203.0.113.7');
    expect(flooded).toHaveLength(UNVERIFIED_LINES_PER_ADDRESS);
    const sha256 = createHash('sha256').update(junk).digest('hex');
    for (const line of flooded) {
      expect(line).toMatchObject({ path: '/transaction/bet', signature_valid: 0, request_size: Buffer.byteLength(junk), request_sha256: sha256, request_body: junk.slice(0, UNVERIFIED_PREFIX_CHARS) });
    }
    expect(await lines('203.0.113.8')).toHaveLength(1);
    // Hub88's own call, from the same address, is kept whole.
    const bet = JSON.stringify(betBody(p, 100_000));
    expect((await call(bet, '203.0.113.7', (await import('../src/integrations/platforms/hub88/signature')).signBody(bet, hub88.privatePem))).json<WalletAnswer>().status).toBe('RS_OK');
    const verified = (await lines('203.0.113.7')).filter((line) => line.signature_valid === 1);
    expect(verified).toMatchObject([{ request_body: bet, request_size: Buffer.byteLength(bet), request_sha256: createHash('sha256').update(bet).digest('hex') }]);
  });

  it("takes a signed call of a connection with an allow-list only from its addresses (request.ip), others as unsigned (#41 item 6)", async () => {
    const p = await player('100');
    const info = async (remoteAddress: string) => {
      const bytes = JSON.stringify({ user: p.user, request_uuid: randomUUID() });
      const response = await t.app.inject({ method: 'POST', url: '/wallet/hub88/user/info', remoteAddress, headers: { 'content-type': 'application/json', 'x-hub88-signature': (await import('../src/integrations/platforms/hub88/signature')).signBody(bytes, listedHub88.privatePem) }, payload: bytes });
      return response.json<WalletAnswer>().status;
    };
    expect(await info('192.0.2.44')).toBe('RS_OK');
    expect(await info('::ffff:192.0.2.45')).toBe('RS_OK');
    expect(await info('2001:db8::1')).toBe('RS_OK');
    expect(await info('198.51.100.1')).toBe('RS_ERROR_INVALID_SIGNATURE');
    const refused = await t.db.database.db.selectFrom('platform_callback').selectAll().where('remote_address', '=', '198.51.100.1').execute();
    expect(refused).toMatchObject([{ signature_valid: 0, platform: null }]);
  });

  it('answers HTTP 200 with an RS_* status for any content type, and a platform without a connection plays the demo as before', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/wallet/hub88/user/balance', headers: { 'content-type': 'text/plain' }, payload: 'hello' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'RS_ERROR_INVALID_SIGNATURE' });
    const { token } = await registerMember(t.app);
    const launched = await post(t.app, '/api/getGameUrl', { plat_name: 'ag', game_type: 'realbet', game_code: 'ag_lobby' }, token);
    expect((launched.body.data as { url: string }).url).toContain('/demo-game/?token=');
  });
});
