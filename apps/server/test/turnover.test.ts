import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/platform/db/migrate';
import { migrations } from '../src/platform/db/migrations';
import { memberBalances } from '../src/ledger/balances';
import { checkLedger } from '../src/ledger/check';
import { reviewDeposit } from '../src/modules/deposit/orders';
import { reviewWithdrawal } from '../src/modules/withdraw/reviews';
import { SITE_ID } from '../src/kernel/site-settings';
import { signedInOperator, type TestOperator } from './support/admins';
import { post, startTestApp, type TestApp } from './support/app';
import { dialects } from './support/databases';
import { PAY_PASSWORD, registerMember } from './support/members';
import { fundMember, memberId, settledBet } from './support/money';

const bankCard = { bank_owner: '张三', bank: '中国银行', bank_address: '北京分行', bank_no: '6222020200112233', pay_pass: PAY_PASSWORD };

/** Issue #28: turnover (打码量) is a running figure that every credit not the member's own money raises, bets lower, and nothing else resets. */
describe.each(dialects)('turnover as a running figure on %s', (dialect) => {
  let t: TestApp;
  let owner: TestOperator;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    owner = await signedInOperator(t.app, t.db.database.db, 'turn-owner', 'owner');
  });
  afterAll(async () => {
    await t.close();
  });

  const db = () => t.db.database.db;

  /** A member with a bound bank card. */
  async function member() {
    const { name, token } = await registerMember(t.app);
    const card = (await post(t.app, '/api/bindcard', bankCard, token)).body.data as { id: number };
    return { name, token, id: await memberId(t.db.database, name), cardId: card.id };
  }
  const depositOrder = async (token: string, yuan: string) => (await post(t.app, '/api/recharge', { paytype: 2, amount: yuan }, token)).body.message as string;
  const withdraw = (m: { token: string; cardId: number }, yuan: string) => post(t.app, '/api/withdraw', { bank: m.cardId, amount: yuan, password: PAY_PASSWORD }, m.token);
  const betAmount = async (token: string) => (await post(t.app, '/api/getBetAmount', {}, token)).body.data as { bet_amount: number; required: number; reached: number };
  const withdrawals = async (id: number) => (await db().selectFrom('withdrawal').select('id').where('member_id', '=', id).execute()).length;
  const adjust = (username: string, amount: string, kind: 'bonus' | 'correction') => post(t.app, '/admin/api/adjust', { username, amount, memo: '测试', kind }, owner.token);

  it("asks the promotion's multiple of its bonus before a withdrawal; valid bets pay it off", async () => {
    await db().updateTable('activity').set({ turnover_percent: 1500 }).where('id', '=', 4).execute();
    const m = await member();
    expect((await post(t.app, '/api/doactivityapply', { activityid: 4, amount: '8' }, m.token)).body.code).toBe(200);
    const application = await db().selectFrom('activity_apply').select('id').where('member_id', '=', m.id).executeTakeFirstOrThrow();
    expect((await post(t.app, '/admin/api/applications/approve', { id: application.id, bonus: '1000' }, owner.token)).body.code).toBe(200);
    expect((await memberBalances(db(), m.id)).mainFen).toBe(1000_00);
    expect(await betAmount(m.token)).toEqual({ bet_amount: 15000, required: 15000, reached: 0 });

    const refused = await withdraw(m, '1000');
    expect(refused.body).toMatchObject({ code: 214 });
    expect(refused.body.message).toContain('还需15000.00元');
    expect(await withdrawals(m.id)).toBe(0);
    expect((await memberBalances(db(), m.id)).mainFen).toBe(1000_00);

    await settledBet(t.db.database, m.id, 14000_00);
    expect(await betAmount(m.token)).toEqual({ bet_amount: 1000, required: 15000, reached: 14000 });
    // The part of a bet beyond what is owed is not banked.
    await settledBet(t.db.database, m.id, 2000_00);
    expect(await betAmount(m.token)).toEqual({ bet_amount: 0, required: 15000, reached: 15000 });
    expect((await withdraw(m, '1000')).body.code).toBe(200);
  });

  it('adds bonus adjustments and, when the site says so, claimed rebates at their multiples; a correction adds nothing', async () => {
    await db().updateTable('site').set({ adjustment_turnover_percent: 300, rebate_turnover_percent: 50 }).where('id', '=', SITE_ID).execute();
    const m = await member();
    // A bet while nothing is owed counts for nothing; its rebate, claimed, asks half its amount.
    await settledBet(t.db.database, m.id, 40_00);
    const bet = await db().selectFrom('bet').select('id').where('member_id', '=', m.id).executeTakeFirstOrThrow();
    await db().insertInto('rebate').values({ member_id: m.id, bet_row_id: bet.id, platform: 'pp', gamename: '金龙献瑞', amount_fen: 40_00, state: 0, created_at: Date.now(), claimed_at: null }).execute();
    expect((await post(t.app, '/api/dofanshui', {}, m.token)).body.code).toBe(200);
    expect(await betAmount(m.token)).toMatchObject({ bet_amount: 20 });

    expect((await adjust(m.name, '100', 'bonus')).body.code).toBe(200);
    expect(await betAmount(m.token)).toMatchObject({ bet_amount: 320 });
    expect((await adjust(m.name, '100', 'correction')).body.code).toBe(200);
    expect(await betAmount(m.token)).toMatchObject({ bet_amount: 320 });
    // A debit is no credit: it asks nothing either.
    expect((await adjust(m.name, '-50', 'bonus')).body.code).toBe(200);
    expect(await betAmount(m.token)).toMatchObject({ bet_amount: 320 });
    const kinds = await db().selectFrom('turnover_entry').select(['kind', 'amount_fen', 'percent', 'change_fen']).where('member_id', '=', m.id).orderBy('created_at').orderBy('change_fen', 'desc').execute();
    expect(kinds.map((k) => [k.kind, k.amount_fen, k.percent, k.change_fen])).toEqual([
      ['rebate', 40_00, 50, 20_00],
      ['adjustment', 100_00, 300, 300_00],
      ['adjustment', 100_00, 0, 0],
    ]);
    await db().updateTable('site').set({ adjustment_turnover_percent: 100, rebate_turnover_percent: 0 }).where('id', '=', SITE_ID).execute();
  });

  it('is not skipped by ordering: a withdrawal filed before a deposit is approved leaves the deposit owed', async () => {
    const m = await member();
    await fundMember(t.db.database, m.id, 100_00);
    const deposit = await depositOrder(m.token, '10000');
    const early = await withdraw(m, '100');
    expect(early.body.code).toBe(200);
    await reviewDeposit(t.db.database, deposit, true, 'test', Date.now());
    await reviewWithdrawal(t.db.database, (early.body.data as { id: number }).id, true, 'test', Date.now());
    expect(await betAmount(m.token)).toMatchObject({ bet_amount: 10000 });
    const late = await withdraw(m, '10000');
    expect(late.body).toMatchObject({ code: 214 });
    expect((await memberBalances(db(), m.id)).mainFen).toBe(10000_00);
  });

  it('loses no change when bets and credits of one member land at once, and counts a credit once however often it is approved', async () => {
    await db().updateTable('site').set({ adjustment_turnover_percent: 100 }).where('id', '=', SITE_ID).execute();
    const m = await member();
    const deposit = await depositOrder(m.token, '10000');
    const approvals = await Promise.allSettled(Array.from({ length: 10 }, () => reviewDeposit(t.db.database, deposit, true, 'test', Date.now())));
    expect(approvals.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    expect(await betAmount(m.token)).toMatchObject({ bet_amount: 10000 });

    await Promise.all([
      ...Array.from({ length: 20 }, () => settledBet(t.db.database, m.id, 100_00)),
      ...Array.from({ length: 5 }, () => adjust(m.name, '100', 'bonus')),
    ]);
    expect(await betAmount(m.token)).toEqual({ bet_amount: 8500, required: 10500, reached: 2000 });
    const entries = await db().selectFrom('turnover_entry').select('change_fen').where('member_id', '=', m.id).execute();
    expect(entries.reduce((sum, e) => sum + e.change_fen, 0)).toBe(8500_00);
    expect(await checkLedger(db())).toEqual([]);
  });

  it("carries over each member's requirement under the old rule when the running figure begins (migration 0019)", async () => {
    const m = await member();
    await fundMember(t.db.database, m.id, 500_00);
    const before = await withdraw(m, '100');
    await reviewWithdrawal(t.db.database, (before.body.data as { id: number }).id, true, 'test', Date.now() - 1000);
    await reviewDeposit(t.db.database, await depositOrder(m.token, '1000'), true, 'test', Date.now());
    await settledBet(t.db.database, m.id, 300_00);
    const migrator = new Migrator({ db: db(), provider: { getMigrations: () => Promise.resolve(migrations) } });
    expect((await migrator.migrateTo('0018-audit-log-no-truncate')).error).toBeUndefined();
    await migrateToLatest(t.db.database);
    // 1× the 1,000 deposited since the last withdrawal, less the 300 bet since.
    expect(await betAmount(m.token)).toEqual({ bet_amount: 700, required: 1000, reached: 300 });
  });
});
