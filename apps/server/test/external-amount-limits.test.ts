import { randomUUID } from 'node:crypto';
import { beijingDayStart } from '@casino/contract/time';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { memberBalances } from '../src/ledger/balances';
import { checkLedger } from '../src/ledger/check';
import { SERVER_MSG } from '@casino/contract/server-messages';
import { LEDGER_MAX_FEN } from '../src/ledger/ledger';
import { signedInOperator } from './support/admins';
import { post, startTestApp, type TestApp } from './support/app';
import { dialects } from './support/databases';
import { connectHub88, gameSession, hub88Call, rsaKeyPair } from './support/hub88';
import { registerMember } from './support/members';
import { fundMember, memberId } from './support/money';

const HOUR = 3_600_000;
const PLATFORM = 'pg';
const YUAN = 100_000;
/** The configured maximum of one credit from outside: ¥5,000 here. */
const MAX_FEN = 5_000_00;

/** Issue #41 item 10: amounts from outside have an upper bound, and no balance or answer leaves the safe-integer range. */
describe.each(dialects)('amounts from outside on %s', (dialect) => {
  let t: TestApp;
  const now = beijingDayStart(Date.UTC(2026, 10, 20)) + 9 * HOUR;
  const hub88 = rsaKeyPair();
  const signed = { key: hub88.privatePem };

  beforeAll(async () => {
    t = await startTestApp(dialect, { MAX_EXTERNAL_CREDIT_FEN: MAX_FEN }, () => now);
    await connectHub88(t.db.database, PLATFORM, hub88, rsaKeyPair());
  });
  afterEach(async () => {
    expect(await checkLedger(t.db.database.db)).toEqual([]);
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a Hub88 win above the maximum, moving nothing and keeping nothing, so its retry is paid once the limit allows it', async () => {
    const { name } = await registerMember(t.app);
    const id = await memberId(t.db.database, name);
    await fundMember(t.db.database, id, 100_00);
    const user = String(id).padStart(4, '0');
    const token = await gameSession(t.db.database, { memberId: id, platform: PLATFORM, expiresAt: now + HOUR });
    const bet = { user, transaction_uuid: randomUUID(), token, round: 'r1', round_closed: false, request_uuid: randomUUID(), game_code: 'pg_003', currency: 'CNY', amount: 10 * YUAN };
    expect((await hub88Call(t.app, '/transaction/bet', bet, signed)).status).toBe('RS_OK');
    const win = (amount: number) => ({ ...bet, transaction_uuid: randomUUID(), request_uuid: randomUUID(), reference_transaction_uuid: bet.transaction_uuid, amount });

    // The two wins of 9,007,199,254,740,000 units: refused, every answer a safe integer.
    for (let i = 0; i < 2; i += 1) {
      const answer = await hub88Call(t.app, '/transaction/win', win(9_007_199_254_740_000), signed);
      expect(answer).toMatchObject({ status: 'RS_ERROR_UNKNOWN', balance: 90 * YUAN });
      expect(Number.isSafeInteger(answer.balance)).toBe(true);
    }
    const over = win(MAX_FEN * 1_000 + 1_000);
    expect((await hub88Call(t.app, '/transaction/win', over, signed)).status).toBe('RS_ERROR_UNKNOWN');
    expect(await t.db.database.db.selectFrom('hub88_transaction').select('transaction_uuid').where('transaction_uuid', '=', over.transaction_uuid).executeTakeFirst()).toBeUndefined();
    expect((await memberBalances(t.db.database.db, id)).mainFen).toBe(90_00);
    // At the maximum: paid.
    expect(await hub88Call(t.app, '/transaction/win', win(MAX_FEN * 1_000), signed)).toMatchObject({ status: 'RS_OK', balance: 90 * YUAN + MAX_FEN * 1_000 });

    // The ledger's ceiling: however many credits under the maximum, no balance passes 2^53 / 1,000 fen, so no answer
    // leaves the safe-integer range. A member funded just under it: the next win is refused whole.
    const rich = await registerMember(t.app);
    const richId = await memberId(t.db.database, rich.name);
    await fundMember(t.db.database, richId, LEDGER_MAX_FEN - 10_00);
    const richUser = String(richId).padStart(4, '0');
    const richToken = await gameSession(t.db.database, { memberId: richId, platform: PLATFORM, expiresAt: now + HOUR });
    const richBet = { ...bet, user: richUser, token: richToken, transaction_uuid: randomUUID(), request_uuid: randomUUID(), amount: 1 * YUAN };
    expect((await hub88Call(t.app, '/transaction/bet', richBet, signed)).status).toBe('RS_OK');
    const big = { ...richBet, transaction_uuid: randomUUID(), request_uuid: randomUUID(), reference_transaction_uuid: richBet.transaction_uuid, amount: 20 * YUAN };
    expect((await hub88Call(t.app, '/transaction/win', big, signed)).status).toBe('RS_ERROR_UNKNOWN');
    const balance = await hub88Call(t.app, '/user/balance', { user: richUser, token: richToken, request_uuid: randomUUID(), game_code: 'pg_003' }, signed);
    expect(balance.balance).toBe((LEDGER_MAX_FEN - 11_00) * 1_000);
    expect(Number.isSafeInteger(balance.balance)).toBe(true);
  });

  it("refuses an operator's credit that would take a balance past the ledger's ceiling with a message, nothing moved (never a 500)", async () => {
    const { name } = await registerMember(t.app);
    const id = await memberId(t.db.database, name);
    await fundMember(t.db.database, id, LEDGER_MAX_FEN - 1_00);
    const owner = await signedInOperator(t.app, t.db.database.db, 'ceiling-owner', 'owner', now);
    const answer = await post(t.app, '/admin/api/adjust', { username: name, amount: '10', memo: '纠错入账', kind: 'correction' }, owner.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ message: SERVER_MSG.balanceCeiling });
    expect((await memberBalances(t.db.database.db, id)).mainFen).toBe(LEDGER_MAX_FEN - 1_00);
  });
});
