import { REVIEW_STATE } from '@casino/contract/codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../src/ledger/check';
import { signedInOperator, type TestOperator } from './support/admins';
import { post, startTestApp, type TestApp } from './support/app';
import { dialects } from './support/databases';
import { registerMember } from './support/members';
import { memberId } from './support/money';

interface TransactionRow {
  created_at: string;
  out_trade_no: string;
  pay_way: string;
  amount: number;
  state: number;
  direction: string;
  kind: string;
}

/** A number as deposits and withdrawals have one: a letter, the Beijing date and time (14 digits), six digits. */
const READABLE_NUMBER = /^[A-Z]\d{20}$/;

describe.each(dialects)('transaction records: money in or out of the wallet, each with a number a player can quote, on %s', (dialect) => {
  let t: TestApp;
  let owner: TestOperator;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    owner = await signedInOperator(t.app, t.db.database.db, `dir-owner-${dialect}`.slice(0, 16), 'owner');
  });
  afterAll(async () => {
    expect(await checkLedger(t.db.database.db)).toEqual([]);
    await t.close();
  });

  const records = async (token: string, type: number) => ((await post(t.app, '/api/gettransrecord', { type, date: 1, page: 1 }, token)).body.data as { total: number; data: TransactionRow[] }).data;
  const adjust = async (username: string, amount: string, memo: string) => expect((await post(t.app, '/admin/api/adjust', { username, amount, memo }, owner.token)).body.code).toBe(200);
  const transfer = async (token: string, body: Record<string, string>, key: string) => {
    const answer = await t.app.inject({ method: 'POST', url: '/api/transfer', payload: body, headers: { authorization: `Bearer ${token}`, 'idempotency-key': key } });
    expect(answer.json<{ code: number }>().code).toBe(200);
  };

  it("shows an operator's credit as money in, and a debit as money out, each with a readable number of its own", async () => {
    const { name, token } = await registerMember(t.app);
    await adjust(name, '5000', '活动补偿');
    const [credit] = await records(token, 4);
    expect(credit).toMatchObject({ pay_way: '系统调整', amount: 5000, state: 1, direction: 'in', kind: 'adjustment' });
    expect(credit?.out_trade_no).toMatch(READABLE_NUMBER);
    // The same number each time the list is read.
    expect((await records(token, 4))[0]?.out_trade_no).toBe(credit?.out_trade_no);

    await adjust(name, '-500', '误加扣回');
    const rows = await records(token, 4);
    expect(rows.map((row) => [row.direction, row.amount, row.pay_way])).toEqual([
      ['out', 500, '系统调整'],
      ['in', 5000, '系统调整'],
    ]);
    expect(rows[0]?.out_trade_no).toMatch(READABLE_NUMBER);
    expect(rows[0]?.out_trade_no).not.toBe(credit?.out_trade_no);
  });

  it('shows a transfer into a platform as money out and back as money in, never with the idempotency key in its number', async () => {
    const { name, token } = await registerMember(t.app);
    await adjust(name, '300', '测试');
    const key = `b7c1e7a2-${dialect}-4f0e-9a57-0c5d2f1e8b90`;
    await transfer(token, { amount: '100', sourcetype: 'userbalance', targettype: 'ag' }, key);
    await transfer(token, { amount: '40', sourcetype: 'ag', targettype: 'userbalance' }, `${key}-back`);

    const [into] = await records(token, 3);
    expect(into).toMatchObject({ pay_way: 'AG视讯', amount: 100, direction: 'out', kind: 'transfer_in' });
    const [back, credit] = await records(token, 4);
    expect(back).toMatchObject({ pay_way: 'AG视讯', amount: 40, direction: 'in', kind: 'transfer_out' });
    expect(credit).toMatchObject({ direction: 'in', kind: 'adjustment' });
    for (const row of [into, back]) {
      expect(row?.out_trade_no).toMatch(READABLE_NUMBER);
      expect(row?.out_trade_no).not.toContain('b7c1e7a2');
    }
    expect(into?.out_trade_no).not.toBe(back?.out_trade_no);
  });

  it('shows a deposit as money in and a withdrawal as money out, under their order numbers', async () => {
    const { name, token } = await registerMember(t.app);
    const id = await memberId(t.db.database, name);
    const at = Date.now();
    const suffix = `${dialect === 'sqlite' ? '1' : '2'}${String(at).slice(-5)}`;
    await t.db.database.db
      .insertInto('deposit_order')
      .values({ out_trade_no: `D20261127093000${suffix}`, member_id: id, pay_way: 1, channel: 'bank', amount_fen: 200_00, state: REVIEW_STATE.approved, created_at: at, reviewed_at: at, reviewed_by: 'admin:test' })
      .execute();
    await t.db.database.db
      .insertInto('withdrawal')
      .values({ order_no: `W20261127093100${suffix}`, member_id: id, card_type: 1, bank: '中国银行', bank_no: '6222020200113344', bank_owner: '张三', amount_fen: 150_00, payout: 150_00, payout_unit: 'CNY', usdt_rate: null, state: REVIEW_STATE.pending, created_at: at, reviewed_at: null, reviewed_by: null, first_approved_by: null, first_approved_at: null })
      .execute();
    expect((await records(token, 1))[0]).toMatchObject({ out_trade_no: `D20261127093000${suffix}`, amount: 200, direction: 'in', kind: 'deposit' });
    expect((await records(token, 2))[0]).toMatchObject({ out_trade_no: `W20261127093100${suffix}`, amount: 150, direction: 'out', kind: 'withdrawal' });
  });
});
