import { REVIEW_STATE } from '@casino/contract/codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInOperator, type TestOperator } from './support/admins';
import { startTestApp, type TestApp } from './support/app';
import { dialects } from './support/databases';
import { registerMember, uniqueName } from './support/members';
import { memberId } from './support/money';

/**
 * Issue #41 item 14: a card number is read in full only by the roles that pay out (owner, finance); support reads it
 * masked (the last 4 shown) everywhere it appears: 会员详情's 关联账户 as its 绑定账户, the deposit and withdrawal
 * queues, their CSV files and the withdrawal's account activity.
 */
describe.each(dialects)('card numbers by role on %s', (dialect) => {
  let t: TestApp;
  let support: TestOperator;
  let finance: TestOperator;
  const card = `62258801${String(Date.now()).slice(-8)}`;
  const masked = `${'*'.repeat(card.length - 4)}${card.slice(-4)}`;
  let name = '';
  let withdrawalId = 0;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    const db = t.db.database.db;
    support = await signedInOperator(t.app, db, 'mask-support', 'support');
    finance = await signedInOperator(t.app, db, 'mask-finance', 'finance');
    name = (await registerMember(t.app, uniqueName('msk'), { realname: '王五' })).name;
    const other = (await registerMember(t.app, uniqueName('mso'), { realname: '赵六' })).name;
    const now = Date.now();
    const [id, otherId] = [await memberId(t.db.database, name), await memberId(t.db.database, other)];
    // The same card bound by two members: a link by account number.
    for (const member of [id, otherId]) {
      await db.insertInto('bound_card').values({ member_id: member, type: 1, bank: '招商银行', bank_no: card, bank_owner: '王五', bank_address: '深圳', created_at: now }).execute();
    }
    await db
      .insertInto('deposit_order')
      .values({ out_trade_no: `DMASK${String(now)}`, member_id: id, pay_way: 1, channel: 'bank', amount_fen: 300_00, state: REVIEW_STATE.pending, depositor_bank: '招商银行', depositor_bank_no: card, depositor_name: '王五', depositor_bank_address: '深圳', created_at: now, reviewed_at: null, reviewed_by: null })
      .execute();
    const withdrawal = await db
      .insertInto('withdrawal')
      .values({ order_no: `WMASK${String(now)}`, member_id: id, card_type: 1, bank: '招商银行', bank_no: card, bank_owner: '王五', amount_fen: 200_00, payout: 200_00, payout_unit: 'CNY', usdt_rate: null, state: REVIEW_STATE.pending, created_at: now, reviewed_at: null, reviewed_by: null, first_approved_by: null, first_approved_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    withdrawalId = withdrawal.id;
  });
  afterAll(async () => {
    await t.close();
  });

  const get = async (operator: TestOperator, path: string, query: Record<string, string>) => {
    const answer = await t.app.inject({ method: 'GET', url: path, query, headers: { authorization: `Bearer ${operator.token}` } });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.body;
  };

  it('masks every card number support reads, and shows them whole to finance who pays out', async () => {
    for (const [operator, shown, hidden] of [
      [support, masked, card],
      [finance, card, undefined],
    ] as const) {
      const reads = [
        await get(operator, '/admin/api/members/detail', { username: name }),
        await get(operator, '/admin/api/deposits', { username: name }),
        await get(operator, '/admin/api/deposits.csv', { username: name }),
        await get(operator, '/admin/api/withdrawals', { username: name }),
        await get(operator, '/admin/api/withdrawals.csv', { username: name }),
        await get(operator, '/admin/api/withdrawals/activity', { id: String(withdrawalId) }),
      ];
      reads.forEach((body, index) => {
        expect(body, `${operator.role} ${String(index)}`).toContain(shown);
        if (hidden !== undefined) expect(body, `${operator.role} ${String(index)}`).not.toContain(hidden);
      });
    }
    // 关联账户 names the shared card as 绑定账户 does.
    const detail = JSON.parse(await get(support, '/admin/api/members/detail', { username: name })) as { data: { links: { kind: string; value: string }[]; bound_accounts: { number: string }[] } };
    expect(detail.data.links.filter((link) => link.kind === 'account').map((link) => link.value)).toEqual([masked]);
    expect(detail.data.bound_accounts.map((account) => account.number)).toEqual([masked]);
  });
});
