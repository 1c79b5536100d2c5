import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_STATE } from '@casino/contract/codes';
import { memberBalances } from '../src/ledger/balances';
import { admin } from './support/admin-cli';
import { post, startTestApp, type TestApp } from './support/app';
import { dialects } from './support/databases';
import { registerMember } from './support/members';
import { memberId } from './support/money';

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

describe.each(dialects)('npm run admin at the edges on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a debit larger than the balance with a message, not a stack trace (item 6)', async () => {
    const { name } = await registerMember(t.app);
    const debit = await admin(t.db.url, 'adjust', name, '-5', 'memo');
    expect(debit.code).toBe(1);
    expect(debit.err.trim()).toBe('余额不足');
    expect((await memberBalances(t.db.database.db, await memberId(t.db.database, name))).mainFen).toBe(0);
  }, 30_000);

  it('prints no terminal escape from stored text, on stdout or stderr (item 7)', async () => {
    const { name, token } = await registerMember(t.app);
    const id = await memberId(t.db.database, name);
    const order = (await post(t.app, '/api/recharge', { paytype: 2, amount: '300' }, token)).body.message as string;
    // Stored text as it may already be in a database (refusing it at the contract came later).
    await t.db.database.db.updateTable('deposit_order').set({ depositor_name: '张\u001b[2J三\u009b31m\nFAKE\tROW' }).where('out_trade_no', '=', order).execute();
    await t.db.database.db
      .insertInto('withdrawal')
      .values({
        order_no: `W${String(Date.now())}`,
        member_id: id,
        card_type: 1,
        bank: '工商银行\u001b]0;pwned\u0007',
        bank_no: '6222\u001b[1A',
        bank_owner: '李四\r',
        amount_fen: 100_00,
        payout: 100_00,
        payout_unit: 'CNY',
        usdt_rate: null,
        state: REVIEW_STATE.pending,
        created_at: Date.now(),
        reviewed_at: null,
        reviewed_by: null,
      })
      .execute();

    const deposits = await admin(t.db.url, 'deposits');
    expect(deposits.code).toBe(0);
    expect(deposits.out).not.toMatch(CONTROL);
    const line = deposits.out.split('\n').find((l) => l.startsWith(order)) ?? '';
    expect(line.split('\t').at(-1)).toBe('张\\x1b[2J三\\x9b31m\\nFAKE\\tROW');
    expect(deposits.out).not.toContain('\nFAKE');

    const withdrawals = await admin(t.db.url, 'withdrawals');
    expect(withdrawals.out).not.toMatch(CONTROL);
    expect(withdrawals.out).toContain('工商银行\\x1b]0;pwned\\x07 6222\\x1b[1A 李四\\x0d');

    const refused = await admin(t.db.url, 'agent:approve', '\u001b[2J');
    expect(refused.code).toBe(2);
    expect(refused.err).not.toMatch(CONTROL);
    expect(refused.err).toContain('not \\x1b[2J');
  }, 60_000);
});
