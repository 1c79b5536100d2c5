import { REVIEW_STATE } from '@casino/contract/codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberBalances } from '../src/ledger/balances';
import { signedInOperator, type TestOperator } from './support/admins';
import { post, startTestApp, type TestApp } from './support/app';
import { dialects } from './support/databases';
import { PAY_PASSWORD, registerMember } from './support/members';
import { fundedMember, memberId } from './support/money';

interface TransactionPage {
  data: { out_trade_no: string; state: number; remark?: string }[];
}

describe.each(dialects)("a refused deposit or withdrawal tells its player the operator's reason on %s", (dialect) => {
  let t: TestApp;
  let finance: TestOperator;
  let orders = 0;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    finance = await signedInOperator(t.app, t.db.database.db, 'r-finance', 'finance');
  });
  afterAll(async () => {
    await t.close();
  });

  const db = () => t.db.database.db;
  const records = async (token: string, type: 1 | 2) => (await post(t.app, '/api/gettransrecord', { type, date: 1, page: 1 }, token)).body.data as TransactionPage;

  /** A pending deposit order as the player's recharge writes it. */
  async function depositOrder(member: number): Promise<string> {
    orders += 1;
    const outTradeNo = `RR${dialect}${String(Date.now())}${String(orders)}`;
    await db()
      .insertInto('deposit_order')
      .values({ out_trade_no: outTradeNo, member_id: member, pay_way: 1, channel: 'bank', amount_fen: 100_00, state: REVIEW_STATE.pending, created_at: Date.now(), reviewed_at: null, reviewed_by: null })
      .execute();
    return outTradeNo;
  }

  it('on the refused deposit only, as the operator wrote it; never on another member', async () => {
    const { name, token } = await registerMember(t.app);
    const member = await memberId(t.db.database, name);
    const refused = await depositOrder(member);
    const quiet = await depositOrder(member);
    const approved = await depositOrder(member);
    const pending = await depositOrder(member);
    const reason = '<b>未收到款项</b>，请联系客服';
    expect((await post(t.app, '/admin/api/deposits/reject', { out_trade_no: refused, reason }, finance.token)).body.code).toBe(200);
    expect((await post(t.app, '/admin/api/deposits/reject', { out_trade_no: quiet }, finance.token)).body.code).toBe(200);
    expect((await post(t.app, '/admin/api/deposits/approve', { out_trade_no: approved }, finance.token)).body.code).toBe(200);
    // A reason left on a row that is not refused (written by hand in the database) is not the player's to read.
    await db().updateTable('deposit_order').set({ review_reason: '内部备注' }).where('out_trade_no', 'in', [approved, pending]).execute();

    const rows = (await records(token, 1)).data;
    const byOrder = new Map(rows.map((row) => [row.out_trade_no, row]));
    expect(byOrder.get(refused)).toMatchObject({ state: REVIEW_STATE.refused, remark: reason });
    expect(byOrder.get(quiet)).toMatchObject({ state: REVIEW_STATE.refused });
    expect(byOrder.get(quiet)).not.toHaveProperty('remark');
    expect(byOrder.get(approved)).not.toHaveProperty('remark');
    expect(byOrder.get(pending)).not.toHaveProperty('remark');

    const stranger = await registerMember(t.app);
    expect((await records(stranger.token, 1)).data).toEqual([]);
  });

  it('on the refused withdrawal, whose money is back in the wallet', async () => {
    const member = await fundedMember(t, 1_000_00);
    const bound = await post(t.app, '/api/bindcard', { bank_owner: '张三', bank: '中国银行', bank_address: '北京分行', bank_no: '6222020200113344', pay_pass: PAY_PASSWORD }, member.token);
    const card = (bound.body.data as { id: number }).id;
    const withdraw = async () => {
      const asked = await post(t.app, '/api/withdraw', { bank: card, amount: '100', password: PAY_PASSWORD }, member.token);
      expect(asked.body.code, JSON.stringify(asked.body)).toBe(200);
      return (asked.body.data as { id: number }).id;
    };
    const refused = await withdraw();
    const kept = await withdraw();
    expect((await post(t.app, '/admin/api/withdrawals/reject', { id: refused, reason: '银行卡号有误' }, finance.token)).body.code).toBe(200);

    const orderOf = async (id: number) => (await db().selectFrom('withdrawal').select('order_no').where('id', '=', id).executeTakeFirstOrThrow()).order_no;
    const [refusedOrder, keptOrder] = [await orderOf(refused), await orderOf(kept)];
    const rows = (await records(member.token, 2)).data;
    expect(rows.find((row) => row.out_trade_no === refusedOrder)).toMatchObject({ state: REVIEW_STATE.refused, remark: '银行卡号有误' });
    expect(rows.find((row) => row.out_trade_no === keptOrder)).toMatchObject({ state: REVIEW_STATE.pending });
    expect(rows.find((row) => row.out_trade_no === keptOrder)).not.toHaveProperty('remark');
    expect((await memberBalances(db(), member.id)).mainFen).toBe(900_00);
  });

  const lastAudit = async (target: string) =>
    JSON.parse((await db().selectFrom('audit_log').select('after_json').where('target', '=', target).orderBy('id', 'desc').executeTakeFirstOrThrow()).after_json ?? 'null') as Record<string, unknown>;

  it("on the refused promotion application, as its remark in the member's list, and in the audit log", async () => {
    const support = await signedInOperator(t.app, t.db.database.db, 'r-support0', 'support');
    const apply = async () => {
      const member = await registerMember(t.app);
      expect((await post(t.app, '/api/doactivityapply', { activityid: 4, amount: '8' }, member.token)).body.code).toBe(200);
      const id = await memberId(t.db.database, member.name);
      return { ...member, application: (await db().selectFrom('activity_apply').select('id').where('member_id', '=', id).executeTakeFirstOrThrow()).id };
    };
    const refused = await apply();
    const quiet = await apply();
    expect((await post(t.app, '/admin/api/applications/reject', { id: refused.application, reason: '  流水不足，请完成后再申请 ' }, support.token)).body.code).toBe(200);
    expect((await post(t.app, '/admin/api/applications/reject', { id: quiet.application }, support.token)).body.code).toBe(200);
    const list = async (token: string) => ((await post(t.app, '/api/activityApplyLog', {}, token)).body.data as { data: { state: number; remark?: string }[] }).data;
    expect(await list(refused.token)).toEqual([expect.objectContaining({ state: REVIEW_STATE.refused, remark: '流水不足，请完成后再申请' })]);
    expect((await list(quiet.token))[0]).not.toHaveProperty('remark');
    expect(await lastAudit(`activity_apply:${String(refused.application)}`)).toMatchObject({ state: REVIEW_STATE.refused, reason: '流水不足，请完成后再申请' });
    // Too long a reason is refused, and the application stays pending.
    const third = await apply();
    expect((await post(t.app, '/admin/api/applications/reject', { id: third.application, reason: '长'.repeat(201) }, support.token)).body.code).not.toBe(200);
    expect((await list(third.token))[0]).toMatchObject({ state: REVIEW_STATE.pending });
  });

  it("on the refused agent application, in the member's inbox (as text, not markup) and in the audit log", async () => {
    const support = await signedInOperator(t.app, t.db.database.db, 'r-support', 'support');
    const member = await registerMember(t.app);
    expect((await post(t.app, '/api/applyagentdo', { mobile: '13812345678', apply_info: '朋友多' }, member.token)).body.code).toBe(200);
    const id = await memberId(t.db.database, member.name);
    const application = (await db().selectFrom('agent_apply').select('id').where('member_id', '=', id).executeTakeFirstOrThrow()).id;
    expect((await post(t.app, '/admin/api/agents/reject', { id: application, reason: '<b>推广渠道</b>不符合要求' }, support.token)).body.code).toBe(200);
    const inbox = ((await post(t.app, '/api/noticeList', {}, member.token)).body.data as { data: { title: string; content: string }[] }).data;
    expect(inbox[0]).toMatchObject({ title: '代理申请未通过', content: '<p>您的代理申请未通过审核。原因：&#60;b&#62;推广渠道&#60;/b&#62;不符合要求</p>' });
    expect(await lastAudit(`agent_apply:${String(application)}`)).toMatchObject({ reason: '<b>推广渠道</b>不符合要求' });
    // Another member's inbox holds nothing of it.
    const stranger = await registerMember(t.app);
    const strangers = ((await post(t.app, '/api/noticeList', {}, stranger.token)).body.data as { data: { title: string }[] }).data;
    expect(strangers.map((message) => message.title)).not.toContain('代理申请未通过');
  });

  it('on a block or unblock, in the audit log only', async () => {
    const support = await signedInOperator(t.app, t.db.database.db, 'r-support2', 'support');
    const member = await registerMember(t.app);
    expect((await post(t.app, '/admin/api/members/state', { username: member.name, state: 'block', reason: '疑似套利' }, support.token)).body.code).toBe(200);
    expect(await lastAudit(`member:${member.name}`)).toMatchObject({ isblack: 1, reason: '疑似套利' });
    expect((await post(t.app, '/admin/api/members/state', { username: member.name, state: 'unblock' }, support.token)).body.code).toBe(200);
    expect(await lastAudit(`member:${member.name}`)).toEqual({ isblack: 0, status: 1 });
  });
});
