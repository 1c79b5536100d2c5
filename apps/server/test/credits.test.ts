import { CODES } from '@casino/contract/codes';
import { MSG } from '@casino/contract/messages';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberBalances } from '../src/ledger/balances';
import { checkLedger } from '../src/ledger/check';
import { SITE_ID } from '../src/kernel/site-settings';
import { signedInOperator, type TestOperator } from './support/admins';
import { post, startTestApp, type TestApp } from './support/app';
import { dialects } from './support/databases';
import { registerMember } from './support/members';
import { memberId } from './support/money';

interface Waiting {
  id: number;
  username: string;
  kind: string;
  amount: number;
  detail: string;
  adjustment_kind: string | null;
  requested_by: string;
}

/** Issue #28: money that is not a member's own is created only by finance and the owner, within a limit, and by two people above the two-operator amount. */
describe.each(dialects)('credits that are not the member’s own money on %s', (dialect) => {
  let t: TestApp;
  let owner: TestOperator;
  let finance: TestOperator;
  let finance2: TestOperator;
  let support: TestOperator;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    const db = t.db.database.db;
    [owner, finance, finance2, support] = [
      await signedInOperator(t.app, db, 'cr-owner', 'owner'),
      await signedInOperator(t.app, db, 'cr-fin', 'finance'),
      await signedInOperator(t.app, db, 'cr-fin2', 'finance'),
      await signedInOperator(t.app, db, 'cr-support', 'support'),
    ];
    // Two operators above 1,000 yuan.
    await db.updateTable('site').set({ second_review_fen: 1000_00 }).where('id', '=', SITE_ID).execute();
  });
  afterAll(async () => {
    await t.close();
  });

  const db = () => t.db.database.db;
  async function member() {
    const { name, token } = await registerMember(t.app);
    return { name, token, id: await memberId(t.db.database, name) };
  }
  /** A member's pending application for the demo's 真人视讯连赢奖励, and its id. */
  async function application() {
    const m = await member();
    expect((await post(t.app, '/api/doactivityapply', { activityid: 4, amount: '8' }, m.token)).body.code).toBe(200);
    const row = await db().selectFrom('activity_apply').select('id').where('member_id', '=', m.id).executeTakeFirstOrThrow();
    return { ...m, applicationId: row.id };
  }
  const balance = async (id: number) => (await memberBalances(db(), id)).mainFen;
  const adjust = (operator: TestOperator, username: string, amount: string) => post(t.app, '/admin/api/adjust', { username, amount, memo: '补发活动奖金', kind: 'bonus' }, operator.token);
  const approveApplication = (operator: TestOperator, id: number, bonus?: string) => post(t.app, '/admin/api/applications/approve', { id, ...(bonus === undefined ? {} : { bonus }) }, operator.token);
  const waiting = async (operator: TestOperator = owner) => {
    const response = await t.app.inject({ method: 'GET', url: '/admin/api/credits', headers: { authorization: `Bearer ${operator.token}` } });
    return { status: response.statusCode, list: (response.json<{ data?: { data: Waiting[] } }>().data?.data ?? []) };
  };
  const waitingFor = async (username: string) => (await waiting()).list.filter((w) => w.username === username);

  it('lets support approve an application but grant no bonus (403, nothing changes); finance and the owner may', async () => {
    const a = await application();
    const refused = await approveApplication(support, a.applicationId, '999999999');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(ADMIN_MSG.adminCreditForbidden);
    expect((await db().selectFrom('activity_apply').select('state').where('id', '=', a.applicationId).executeTakeFirstOrThrow()).state).toBe(1);
    expect(await balance(a.id)).toBe(0);
    expect((await approveApplication(support, a.applicationId)).body.code).toBe(200);

    const b = await application();
    expect((await approveApplication(finance, b.applicationId, '500')).body).toMatchObject({ code: 200, message: MSG.operationOk });
    expect(await balance(b.id)).toBe(500_00);
  });

  it("keeps each role within its limit: finance 100,000 a credit, the owner 1,000,000; debits are not credits", async () => {
    const m = await member();
    const over = await adjust(finance, m.name, '100000.01');
    expect(over.status).toBe(403);
    expect(over.body.message).toBe(`${ADMIN_MSG.adminCreditOverLimit}（100000.00元）`);
    expect((await adjust(owner, m.name, '1000000.01')).status).toBe(403);
    expect((await adjust(support, m.name, '10')).status).toBe(403);
    expect(await balance(m.id)).toBe(0);
    expect(await waitingFor(m.name)).toEqual([]);

    expect((await adjust(finance, m.name, '800')).body).toMatchObject({ code: 200, message: MSG.operationOk });
    expect((await adjust(finance, m.name, '-300')).body.code).toBe(200);
    expect(await balance(m.id)).toBe(500_00);
  });

  it('waits for a second operator above the two-operator amount: not the one who asked, once, with its turnover', async () => {
    const m = await member();
    expect((await adjust(finance, m.name, '5000')).body).toMatchObject({ code: 200, message: ADMIN_MSG.adminCreditAwaitingSecond });
    expect(await balance(m.id)).toBe(0);
    const [request] = await waitingFor(m.name);
    expect(request).toMatchObject({ kind: 'adjustment', amount: 5000, detail: '补发活动奖金', adjustment_kind: 'bonus', requested_by: 'admin:cr-fin' });
    const id = request?.id ?? 0;

    const self = await post(t.app, '/admin/api/credits/approve', { id }, finance.token);
    expect(self.body).toMatchObject({ code: 409, message: ADMIN_MSG.adminCreditSecondReviewer });
    // The asker can take a request back, though.
    expect((await adjust(finance, m.name, '4000')).body.message).toBe(ADMIN_MSG.adminCreditAwaitingSecond);
    const taken = (await waitingFor(m.name)).find((w) => w.amount === 4000);
    expect((await post(t.app, '/admin/api/credits/reject', { id: taken?.id, reason: '填错金额' }, finance.token)).body.code).toBe(200);
    expect((await post(t.app, '/admin/api/credits/approve', { id }, support.token)).status).toBe(403);
    expect(await balance(m.id)).toBe(0);

    const answers = await Promise.all([finance2, owner, finance2, owner].map((operator) => post(t.app, '/admin/api/credits/approve', { id }, operator.token)));
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code !== 200).every((a) => a.body.message === MSG.reviewDone)).toBe(true);
    expect(await balance(m.id)).toBe(5000_00);
    expect((await post(t.app, '/api/getBetAmount', {}, m.token)).body.data).toMatchObject({ bet_amount: 5000 });
    expect(await waitingFor(m.name)).toEqual([]);
    expect(await checkLedger(db())).toEqual([]);
  });

  it("approves a large bonus's application at once and pays the bonus on a second operator's approval; a refusal pays nothing", async () => {
    const a = await application();
    expect((await approveApplication(finance, a.applicationId, '2000')).body).toMatchObject({ code: 200, message: ADMIN_MSG.adminCreditAwaitingSecond });
    expect((await db().selectFrom('activity_apply').select('state').where('id', '=', a.applicationId).executeTakeFirstOrThrow()).state).toBe(2);
    expect(await balance(a.id)).toBe(0);
    const [bonus] = await waitingFor(a.name);
    expect(bonus).toMatchObject({ kind: 'bonus', amount: 2000, detail: '真人视讯连赢奖励', adjustment_kind: null });
    expect((await post(t.app, '/admin/api/credits/approve', { id: bonus?.id }, owner.token)).body.code).toBe(200);
    expect(await balance(a.id)).toBe(2000_00);
    const transfers = await db().selectFrom('transfer').select(['id', 'kind']).where('ref_type', '=', 'activity_apply').where('ref_id', '=', String(a.applicationId)).execute();
    expect(transfers).toEqual([{ id: `apply:${String(a.applicationId)}:bonus`, kind: 'bonus' }]);

    const b = await member();
    expect((await adjust(owner, b.name, '3000')).body.message).toBe(ADMIN_MSG.adminCreditAwaitingSecond);
    const [refusal] = await waitingFor(b.name);
    expect((await post(t.app, '/admin/api/credits/reject', { id: refusal?.id, reason: '金额有误' }, finance.token)).body.code).toBe(200);
    expect((await post(t.app, '/admin/api/credits/approve', { id: refusal?.id }, finance2.token)).body.message).toBe(MSG.reviewDone);
    expect(await balance(b.id)).toBe(0);
    const row = await db().selectFrom('credit_request').select(['state', 'reviewed_by', 'review_reason']).where('id', '=', refusal?.id ?? 0).executeTakeFirstOrThrow();
    expect(row).toEqual({ state: 3, reviewed_by: 'admin:cr-fin', review_reason: '金额有误' });
    const audit = await db().selectFrom('audit_log').select('action').where('target', '=', `credit_request:${String(refusal?.id)}`).execute();
    expect(audit).toEqual([{ action: 'adminRejectCredit' }]);
  });

  it('shows the waiting credits to finance and the owner only', async () => {
    expect((await waiting(finance)).status).toBe(200);
    expect((await waiting(support)).status).toBe(403);
    expect((await post(t.app, '/admin/api/credits/approve', { id: 999999 }, owner.token)).body).toMatchObject({ code: CODES.notFound, message: ADMIN_MSG.adminCreditNotFound });
  });
});
