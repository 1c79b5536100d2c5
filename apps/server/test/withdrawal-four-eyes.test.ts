import { MSG } from '@casino/contract/messages';
import { SERVER_MSG } from '@casino/contract/server-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberBalances } from '../src/ledger/balances';
import { checkLedger } from '../src/ledger/check';
import { SITE_ID } from '../src/kernel/site-settings';
import { signedInOperator, type TestOperator } from './support/admins';
import { post, startTestApp, type TestApp } from './support/app';
import { dialects } from './support/databases';
import { PAY_PASSWORD } from './support/members';
import { fundedMember } from './support/money';

/** The site's four-eyes amount in these tests: withdrawals above ¥500 need two operators. */
const SECOND_REVIEW_FEN = 500_00;

describe.each(dialects)('four-eyes review of large withdrawals on %s', (dialect) => {
  let t: TestApp;
  let alice: TestOperator;
  let bob: TestOperator;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    await t.db.database.db.updateTable('site').set({ second_review_fen: SECOND_REVIEW_FEN }).where('id', '=', SITE_ID).execute();
    alice = await signedInOperator(t.app, t.db.database.db, 'fe-alice', 'finance');
    bob = await signedInOperator(t.app, t.db.database.db, 'fe-bob', 'finance');
  });
  afterAll(async () => {
    await t.close();
  });

  /** A member with ¥2,000 who asks to withdraw `yuan`: the member and the withdrawal's id. */
  async function withdrawal(yuan: string) {
    const member = await fundedMember(t, 2_000_00);
    const card = (await post(t.app, '/api/bindcard', { bank_owner: '张三', bank: '中国银行', bank_address: '北京分行', bank_no: '6222020200112233', pay_pass: PAY_PASSWORD }, member.token)).body
      .data as { id: number };
    const asked = await post(t.app, '/api/withdraw', { bank: card.id, amount: yuan, password: PAY_PASSWORD }, member.token);
    expect(asked.body.code, JSON.stringify(asked.body)).toBe(200);
    return { member, id: (asked.body.data as { id: number }).id };
  }
  const approve = (id: number, operator: TestOperator) => post(t.app, '/admin/api/withdrawals/approve', { id }, operator.token);
  const pending = async () => (await t.app.inject({ method: 'GET', url: '/admin/api/withdrawals?per_page=50', headers: { authorization: `Bearer ${alice.token}` } })).json<{ data: { data: unknown } }>().data.data;
  const listed = async (id: number) => ((await pending()) as { id: number; second_review: boolean; first_approved_by: string | null }[]).find((w) => w.id === id);
  const state = async (id: number) => (await t.db.database.db.selectFrom('withdrawal').select('state').where('id', '=', id).executeTakeFirstOrThrow()).state;

  it('pays a withdrawal up to the amount on one approval', async () => {
    const { member, id } = await withdrawal('500');
    expect(await listed(id)).toMatchObject({ second_review: false, first_approved_by: null });
    expect((await approve(id, alice)).body).toMatchObject({ code: 200, message: MSG.operationOk });
    expect(await state(id)).toBe(2);
    expect((await memberBalances(t.db.database.db, member.id)).mainFen).toBe(1_500_00);
  });

  it('pays a larger one only when a second operator approves it, and never on the first operator twice', async () => {
    const { member, id } = await withdrawal('500.01');
    expect(await listed(id)).toMatchObject({ second_review: true, first_approved_by: null });
    expect((await approve(id, alice)).body).toMatchObject({ code: 200, message: SERVER_MSG.withdrawalFirstApproval });
    expect(await state(id)).toBe(1);
    expect(await listed(id)).toMatchObject({ second_review: true, first_approved_by: 'admin:fe-alice' });
    // Held, not paid: the member's available balance is down by the amount, and the ledger has no payout.
    expect((await memberBalances(t.db.database.db, member.id)).mainFen).toBe(2_000_00 - 500_01);
    expect(await t.db.database.db.selectFrom('transfer').select('id').where('id', 'like', `wd:${String(id)}:post%`).execute()).toEqual([]);

    expect((await approve(id, alice)).body).toMatchObject({ code: 409, message: SERVER_MSG.withdrawalSecondReviewer });
    expect(await state(id)).toBe(1);
    expect((await approve(id, bob)).body).toMatchObject({ code: 200, message: MSG.operationOk });
    expect(await state(id)).toBe(2);
    expect((await approve(id, bob)).body).toMatchObject({ code: 409, message: MSG.reviewDone });
    expect((await memberBalances(t.db.database.db, member.id)).mainFen).toBe(2_000_00 - 500_01);

    const audit = await t.db.database.db.selectFrom('audit_log').select(['admin_name', 'action']).where('target', '=', `withdrawal:${String(id)}`).orderBy('id').execute();
    expect(audit).toEqual([
      { admin_name: 'fe-alice', action: 'adminApproveWithdrawal' },
      { admin_name: 'fe-bob', action: 'adminApproveWithdrawal' },
    ]);
  });

  it('lets either operator refuse it after the first approval, returning the funds', async () => {
    const { member, id } = await withdrawal('800');
    await approve(id, alice);
    expect((await post(t.app, '/admin/api/withdrawals/reject', { id }, alice.token)).body.code).toBe(200);
    expect(await state(id)).toBe(3);
    expect((await memberBalances(t.db.database.db, member.id)).mainFen).toBe(2_000_00);
    expect((await approve(id, bob)).body).toMatchObject({ code: 409, message: MSG.reviewDone });
  });

  it('under double clicks and two operators at once, pays once and only with two different approvals', async () => {
    // One operator clicking ten times at once: one first approval, nothing paid.
    const single = await withdrawal('900');
    const clicks = await Promise.all(Array.from({ length: 10 }, () => approve(single.id, alice)));
    expect(clicks.filter((c) => c.body.message === SERVER_MSG.withdrawalFirstApproval)).toHaveLength(1);
    expect(clicks.filter((c) => c.body.code === 409)).toHaveLength(9);
    expect(await state(single.id)).toBe(1);

    // Two operators, five clicks each, at once: paid exactly once.
    const both = await withdrawal('900');
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => approve(both.id, i % 2 === 0 ? alice : bob)));
    expect(answers.filter((a) => a.body.message === SERVER_MSG.withdrawalFirstApproval)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === 200 && a.body.message === MSG.operationOk)).toHaveLength(1);
    expect(await state(both.id)).toBe(2);
    expect(await t.db.database.db.selectFrom('transfer').select('id').where('id', '=', `wd:${String(both.id)}:post`).execute()).toHaveLength(1);
    expect((await memberBalances(t.db.database.db, both.member.id)).mainFen).toBe(2_000_00 - 900_00);
    expect(await checkLedger(t.db.database.db)).toEqual([]);
  });
});
