import { randomUUID } from 'node:crypto';
import { BET_STATUS } from '@casino/contract/codes';
import { beijingDayStart } from '@casino/contract/time';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { memberBalances } from '../src/ledger/balances';
import { checkLedger } from '../src/ledger/check';
import { startTestApp, type TestApp } from './support/app';
import { dialects } from './support/databases';
import { connectHub88, gameSession, hub88Call, rsaKeyPair } from './support/hub88';
import { registerMember } from './support/members';
import { fundMember, memberId } from './support/money';

const HOUR = 3_600_000;
const PLATFORM = 'pg';
const YUAN = 100_000;

/**
 * Issue #41 item 9: a rollback of a bet whose win was paid. Hub88's documents (docs/protocols/hub88.md §5) have a
 * rolled-back bet win nothing ("wasn't processed or was rolled back") and only ever roll back a bet it thinks
 * failed; so a rollback of a bet a win was paid on is refused and moves nothing: the bet and its wins stand, the
 * member keeps only what the round explains, and the 投注记录 row is the money.
 */
describe.each(dialects)('Hub88: a rollback after a paid win on %s', (dialect) => {
  let t: TestApp;
  const now = beijingDayStart(Date.UTC(2026, 10, 20)) + 9 * HOUR;
  const hub88 = rsaKeyPair();
  const signed = { key: hub88.privatePem };

  beforeAll(async () => {
    t = await startTestApp(dialect, {}, () => now);
    await connectHub88(t.db.database, PLATFORM, hub88, rsaKeyPair());
  });
  afterEach(async () => {
    expect(await checkLedger(t.db.database.db)).toEqual([]);
  });
  afterAll(async () => {
    await t.close();
  });

  async function player(yuan: number) {
    const { name } = await registerMember(t.app);
    const id = await memberId(t.db.database, name);
    await fundMember(t.db.database, id, yuan * 100);
    const gameToken = await gameSession(t.db.database, { memberId: id, platform: PLATFORM, expiresAt: now + HOUR });
    return { id, user: String(id).padStart(4, '0'), gameToken };
  }
  type Player = Awaited<ReturnType<typeof player>>;

  const mainFen = async (id: number) => (await memberBalances(t.db.database.db, id)).mainFen;
  const betRow = (uuid: string) => t.db.database.db.selectFrom('bet').selectAll().where('platform', '=', PLATFORM).where('bet_id', '=', uuid).executeTakeFirst();
  const betBody = (p: Player, yuan: number) => ({
    user: p.user,
    transaction_uuid: randomUUID(),
    token: p.gameToken,
    round: `r-${randomUUID()}`,
    round_closed: false,
    request_uuid: randomUUID(),
    game_code: 'pg_003',
    currency: 'CNY',
    amount: yuan * YUAN,
  });
  const winBody = (p: Player, bet: { transaction_uuid: string; round: string }, yuan: number, roundClosed = false) => ({
    ...betBody(p, yuan),
    round: bet.round,
    round_closed: roundClosed,
    reference_transaction_uuid: bet.transaction_uuid,
  });
  const rollbackBody = (p: Player, reference: string) => ({ user: p.user, transaction_uuid: randomUUID(), token: p.gameToken, request_uuid: randomUUID(), reference_transaction_uuid: reference, game_code: 'pg_003' });
  const call = (path: string, body: Record<string, unknown>) => hub88Call(t.app, path, body, signed);

  it('refuses the rollback of a bet a win was paid on, however often it comes: the stake stays taken, the win paid, the row as the money', async () => {
    const p = await player(1000);
    const bet = betBody(p, 100);
    expect((await call('/transaction/bet', bet)).status).toBe('RS_OK');
    expect(await call('/transaction/win', winBody(p, bet, 50))).toMatchObject({ status: 'RS_OK', balance: 950 * YUAN });
    const rollback = rollbackBody(p, bet.transaction_uuid);
    for (let i = 0; i < 3; i += 1) expect(await call('/transaction/rollback', rollback)).toMatchObject({ status: 'RS_ERROR_UNKNOWN', balance: 950 * YUAN });
    expect((await call('/transaction/rollback', rollbackBody(p, bet.transaction_uuid))).status).toBe('RS_ERROR_UNKNOWN');
    expect(await mainFen(p.id)).toBe(950_00);
    expect(await betRow(bet.transaction_uuid)).toMatchObject({ status: BET_STATUS.settled, bet_fen: 100_00, win_loss_fen: -50_00 });
    // Its round goes on: a second win is paid.
    expect(await call('/transaction/win', winBody(p, bet, 20, true))).toMatchObject({ status: 'RS_OK', balance: 970 * YUAN });
    expect(await betRow(bet.transaction_uuid)).toMatchObject({ status: BET_STATUS.settled, win_loss_fen: -30_00 });

    // A bet whose round was closed by a zero win paid nothing: its rollback gives the stake back and voids the row.
    const lost = betBody(p, 40);
    await call('/transaction/bet', lost);
    expect(await call('/transaction/win', winBody(p, lost, 0, true))).toMatchObject({ status: 'RS_OK', balance: 930 * YUAN });
    expect(await call('/transaction/rollback', rollbackBody(p, lost.transaction_uuid))).toMatchObject({ status: 'RS_OK', balance: 970 * YUAN });
    expect(await betRow(lost.transaction_uuid)).toMatchObject({ status: BET_STATUS.void, win_loss_fen: 0 });
  });

  it('a bet, two wins and a rollback at once: whatever the order, the money is what the round explains and the row says it', async () => {
    const p = await player(1000);
    for (let i = 0; i < 12; i += 1) {
      const before = await mainFen(p.id);
      const bet = betBody(p, 100);
      const calls: [string, Record<string, unknown>][] = [
        ['/transaction/bet', bet],
        ['/transaction/win', winBody(p, bet, 30)],
        ['/transaction/win', winBody(p, bet, 20)],
        ['/transaction/rollback', rollbackBody(p, bet.transaction_uuid)],
      ];
      // Each iteration its own order of sending, so every call comes first some time.
      const order = calls.map((_, k) => calls[(k + i) % calls.length] as [string, Record<string, unknown>]);
      const answers = await Promise.all(order.map(([path, body]) => call(path, body)));
      const [placed, won30, won20, rolledBack] = calls.map(([, body]) => answers[order.findIndex(([, sent]) => sent === body)]);
      const delta = (await mainFen(p.id)) - before;
      const row = await betRow(bet.transaction_uuid);
      const wins = (won30?.status === 'RS_OK' ? 30_00 : 0) + (won20?.status === 'RS_OK' ? 20_00 : 0);
      const context = JSON.stringify({ i, answers, delta, row });
      if (rolledBack?.status === 'RS_OK') {
        // The rollback took the bet (or came before it): nothing moved, nothing paid, the row void or absent.
        expect(wins, context).toBe(0);
        expect(delta, context).toBe(0);
        expect([undefined, BET_STATUS.void], context).toContain(row?.status);
      } else {
        // Refused because a win was paid first: the bet stands with every win paid on it.
        expect(rolledBack?.status, context).toBe('RS_ERROR_UNKNOWN');
        expect(placed?.status, context).toBe('RS_OK');
        expect(wins, context).toBeGreaterThan(0);
        expect(delta, context).toBe(wins - 100_00);
        expect(row, context).toMatchObject({ status: BET_STATUS.settled, win_loss_fen: delta });
      }
    }
  });
});
