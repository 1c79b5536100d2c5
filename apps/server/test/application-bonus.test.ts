import { MSG } from '@casino/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberBalances } from '../src/ledger/balances';
import { checkLedger } from '../src/ledger/check';
import { signedInOperator, type TestOperator } from './support/admins';
import { post, startTestApp, type TestApp } from './support/app';
import { dialects } from './support/databases';
import { registerMember } from './support/members';
import { memberId } from './support/money';

describe.each(dialects)("a promotion application's bonus on %s", (dialect) => {
  let t: TestApp;
  let finance: TestOperator;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    finance = await signedInOperator(t.app, t.db.database.db, 'bonus-finance', 'finance');
  });
  afterAll(async () => {
    await t.close();
  });

  /** A member who applied for the demo's 真人视讯连赢奖励: their token, id and the application's id. */
  async function applicant() {
    const { name, token } = await registerMember(t.app);
    expect((await post(t.app, '/api/doactivityapply', { activityid: 4, amount: '8' }, token)).body.code).toBe(200);
    const id = await memberId(t.db.database, name);
    const application = await t.db.database.db.selectFrom('activity_apply').select('id').where('member_id', '=', id).executeTakeFirstOrThrow();
    return { token, id, applicationId: application.id };
  }
  const approve = (id: number, bonus?: unknown) => post(t.app, '/admin/api/applications/approve', { id, ...(bonus === undefined ? {} : { bonus }) }, finance.token);
  const bonusRows = (applicationId: number) => t.db.database.db.selectFrom('transfer').select(['amount', 'kind']).where('ref_type', '=', 'activity_apply').where('ref_id', '=', String(applicationId)).execute();

  it('credits the bonus through the ledger with the approval, once, and the member sees it in their records', async () => {
    const { token, id, applicationId } = await applicant();
    expect((await approve(applicationId, '88.50')).body.code).toBe(200);
    expect((await memberBalances(t.db.database.db, id)).mainFen).toBe(88_50);
    expect(await bonusRows(applicationId)).toEqual([{ amount: 88_50, kind: 'bonus' }]);
    expect((await approve(applicationId, '88.50')).body).toMatchObject({ code: 409, message: MSG.applicationReviewed });
    expect((await memberBalances(t.db.database.db, id)).mainFen).toBe(88_50);
    const records = (await post(t.app, '/api/gettransrecord', { type: 4, date: 1, page: 1 }, token)).body.data as { data: { money: number; remark?: string }[] };
    expect(JSON.stringify(records.data)).toContain('优惠彩金');
    const audit = await t.db.database.db.selectFrom('audit_log').select('after_json').where('target', '=', `activity_apply:${String(applicationId)}`).executeTakeFirstOrThrow();
    expect(JSON.parse(audit.after_json ?? '')).toMatchObject({ state: 2, bonus_fen: 88_50 });
  });

  it('approves without a bonus when none (or 0) is given', async () => {
    for (const bonus of [undefined, '', '0']) {
      const { id, applicationId } = await applicant();
      expect((await approve(applicationId, bonus)).body.code).toBe(200);
      expect((await memberBalances(t.db.database.db, id)).mainFen).toBe(0);
      expect(await bonusRows(applicationId)).toEqual([]);
    }
  });

  it('refuses a bonus that is no amount, and approves nothing then', async () => {
    const { applicationId } = await applicant();
    for (const bonus of ['-5', '1.234', 'abc', '1e3']) {
      expect((await approve(applicationId, bonus)).body, bonus).toMatchObject({ message: MSG.invalidAmount });
    }
    const row = await t.db.database.db.selectFrom('activity_apply').select('state').where('id', '=', applicationId).executeTakeFirstOrThrow();
    expect(row.state).toBe(1);
    expect(await bonusRows(applicationId)).toEqual([]);
  });

  it('pays once under ten approvals at once', async () => {
    const { id, applicationId } = await applicant();
    const answers = await Promise.all(Array.from({ length: 10 }, () => approve(applicationId, '20')));
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(1);
    expect((await memberBalances(t.db.database.db, id)).mainFen).toBe(20_00);
    expect(await bonusRows(applicationId)).toHaveLength(1);
    expect(await checkLedger(t.db.database.db)).toEqual([]);
  });
});
