import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { MSG } from '@casino/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberBalances } from '../src/ledger/balances';
import { checkLedger } from '../src/ledger/check';
import { SITE_ID } from '../src/kernel/site-settings';
import { admin } from './support/admin-cli';
import { signedInOperator, type TestOperator } from './support/admins';
import { post, startTestApp, type TestApp } from './support/app';
import { dialects } from './support/databases';
import { registerMember } from './support/members';
import { memberId } from './support/money';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Issue #41 item 1: a credit's role limit and the two-operator amount hold over a rolling 24 hours, as withdrawals'
 * four-eyes rule does, so splitting a credit in parts (one after another or all at once) makes no more money.
 */
describe.each(dialects)('credits over a rolling 24 hours on %s', (dialect) => {
  let t: TestApp;
  /** 2026-05-12 10:00 Beijing time: the test's clock, moved by the test. */
  let now = Date.UTC(2026, 4, 12, 2, 0, 0);
  let finance: TestOperator;
  let finance2: TestOperator;
  let owner: TestOperator;
  beforeAll(async () => {
    t = await startTestApp(dialect, {}, () => now);
    const db = t.db.database.db;
    finance = await signedInOperator(t.app, db, 'roll-fin', 'finance', now);
    finance2 = await signedInOperator(t.app, db, 'roll-fin2', 'finance', now);
    owner = await signedInOperator(t.app, db, 'roll-owner', 'owner', now);
  });
  afterAll(async () => {
    await t.close();
  });

  const db = () => t.db.database.db;
  const setSecondReview = (fen: number) => db().updateTable('site').set({ second_review_fen: fen }).where('id', '=', SITE_ID).execute();
  async function member() {
    const { name } = await registerMember(t.app);
    return { name, id: await memberId(t.db.database, name) };
  }
  const balance = async (id: number) => (await memberBalances(db(), id)).mainFen;
  const adjust = (operator: TestOperator, username: string, amount: string) => post(t.app, '/admin/api/adjust', { username, amount, memo: '纠错入账', kind: 'correction' }, operator.token);
  /** Moves the test's clock; the operators' sessions (30 minutes idle, 12 hours at most) are carried along, as if they had signed in again. */
  async function moveClock(ms: number) {
    now += ms;
    await db().updateTable('admin_session').set({ created_at: now, last_seen_at: now, expires_at: now + 12 * 60 * 60 * 1000 }).execute();
  }
  const waitingOf = async (id: number) => db().selectFrom('credit_request').select(['id', 'amount_fen', 'requested_by']).where('member_id', '=', id).where('state', '=', 1).orderBy('id').execute();
  const overLimit = (used: string) => `${ADMIN_MSG.adminCreditOverDailyLimit}（100000.00元，24小时内已加款${used}元）`;

  it("counts a finance operator's credits over 24 hours against the role's limit: five in a row, then 20 at once", async () => {
    // No two-operator amount in reach: only the role's limit is tried here.
    await setSecondReview(100_000_000_00);
    const m = await member();
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await adjust(finance, m.name, '50000'));
    expect(answers.map((a) => a.body.message)).toEqual([MSG.operationOk, MSG.operationOk, overLimit('100000.00'), overLimit('100000.00'), overLimit('100000.00')]);
    expect(answers.slice(2).every((a) => a.status === 403)).toBe(true);
    expect(await balance(m.id)).toBe(100_000_00);

    // Another member, the same operator: the limit is the operator's, over every member.
    const other = await member();
    expect((await adjust(finance, other.name, '0.01')).body.message).toBe(overLimit('100000.00'));
    expect(await balance(other.id)).toBe(0);

    // 20 at once from a fresh finance operator: exactly what the limit holds is paid.
    const racer = await signedInOperator(t.app, db(), 'roll-racer', 'finance', now);
    const raced = await member();
    const race = await Promise.all(Array.from({ length: 20 }, () => adjust(racer, raced.name, '10000')));
    expect(race.filter((a) => a.body.message === MSG.operationOk)).toHaveLength(10);
    expect(race.filter((a) => a.status === 403)).toHaveLength(10);
    expect(await balance(raced.id)).toBe(100_000_00);

    // A debit is no credit: it is never limited, and gives nothing back to the limit.
    expect((await adjust(racer, raced.name, '-500')).body.message).toBe(MSG.operationOk);
    expect((await adjust(racer, raced.name, '500')).status).toBe(403);

    // 24 hours after the first credits, they leave the window.
    await moveClock(DAY_MS);
    expect((await adjust(finance, m.name, '50000')).body.message).toBe(MSG.operationOk);
    expect(await balance(m.id)).toBe(150_000_00);
    expect(await checkLedger(db())).toEqual([]);
  });

  it("makes a member's credits over 24 hours above the two-operator amount wait for a second operator, in a race too", async () => {
    await setSecondReview(1000_00);
    const m = await member();
    expect((await adjust(finance, m.name, '600')).body.message).toBe(MSG.operationOk);
    // 600 + 600 is above 1,000 within 24 hours: the second waits, whoever asks.
    expect((await adjust(finance2, m.name, '600')).body.message).toBe(ADMIN_MSG.adminCreditAwaitingSecond);
    expect(await balance(m.id)).toBe(600_00);
    expect((await waitingOf(m.id)).map((w) => w.amount_fen)).toEqual([600_00]);

    // 20 at once on a fresh member: 1,000 is paid at most, the rest waits.
    const raced = await member();
    const race = await Promise.all(Array.from({ length: 20 }, (_, i) => adjust(i % 2 === 0 ? finance : finance2, raced.name, '100')));
    expect(race.every((a) => a.body.code === 200)).toBe(true);
    expect(race.filter((a) => a.body.message === MSG.operationOk)).toHaveLength(10);
    expect(await balance(raced.id)).toBe(1000_00);
    expect(await waitingOf(raced.id)).toHaveLength(10);

    // A second operator pays a waiting one; the asker never can.
    const [first] = await waitingOf(m.id);
    expect((await post(t.app, '/admin/api/credits/approve', { id: first?.id }, owner.token)).body.message).toBe(MSG.operationOk);
    expect(await balance(m.id)).toBe(1200_00);

    // A day later the member's window is empty again.
    await moveClock(DAY_MS + 1);
    expect((await adjust(finance, m.name, '900')).body.message).toBe(MSG.operationOk);
    expect(await balance(m.id)).toBe(2100_00);
    expect(await checkLedger(db())).toEqual([]);
  });

  it("counts a second operator's approvals against their own role's limit", async () => {
    await moveClock(DAY_MS + 1);
    await setSecondReview(1000_00);
    const approver = await signedInOperator(t.app, db(), 'roll-approver', 'finance', now);
    const m = await member();
    expect((await adjust(owner, m.name, '90000')).body.message).toBe(ADMIN_MSG.adminCreditAwaitingSecond);
    expect((await adjust(owner, m.name, '20000')).body.message).toBe(ADMIN_MSG.adminCreditAwaitingSecond);
    const [large, small] = await waitingOf(m.id);
    expect((await post(t.app, '/admin/api/credits/approve', { id: large?.id }, approver.token)).body.message).toBe(MSG.operationOk);
    const refused = await post(t.app, '/admin/api/credits/approve', { id: small?.id }, approver.token);
    expect(refused).toMatchObject({ status: 403, body: { message: overLimit('90000.00') } });
    expect(await balance(m.id)).toBe(90_000_00);
    expect(await waitingOf(m.id)).toHaveLength(1);
  });

  it("holds the owner's limit over 24 hours on the command line's adjust too", async () => {
    await setSecondReview(100_000_000_00);
    const m = await member();
    expect((await admin(t.db.url, 'adjust', m.name, '600000', '--correction', '纠错入账')).code).toBe(0);
    const second = await admin(t.db.url, 'adjust', m.name, '600000', '--correction', '纠错入账');
    expect(second.code).toBe(1);
    expect(second.err).toContain(ADMIN_MSG.adminCreditOverDailyLimit);
    expect(await balance(m.id)).toBe(600_000_00);
  }, 60_000);
});
