import { REVIEW_STATE } from '@casino/contract/codes';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inMoneyTransaction } from '../src/platform/db/money-transaction';
import { ACCOUNT_KIND } from '../src/ledger/accounts';
import { Ledger, memberMain, memberPlatform, systemAccount, type TransferSpec } from '../src/ledger/ledger';
import { TRANSFER_KIND } from '../src/ledger/transfer-kinds';
import { signedInOperator, type TestOperator } from './support/admins';
import { startTestApp, type TestApp } from './support/app';
import { dialects } from './support/databases';
import { registerMember } from './support/members';
import { memberId } from './support/money';

/** 2026-03-10 14:00 in Beijing: the known day. */
const NOON = Date.UTC(2026, 2, 10, 6);
const HOUR = 3_600_000;

describe.each(dialects)('the dashboard and the daily report on %s', (dialect) => {
  let t: TestApp;
  let finance: TestOperator;
  let support: TestOperator;
  let player: number;
  let seq = 0;

  const move = (at: number, specs: Omit<TransferSpec, 'id'>[]) => {
    seq += 1;
    const op = `report-test:${String(seq)}`;
    return inMoneyTransaction(t.db.database, (trx) => new Ledger(trx, at).transfer(op, specs.map((spec, index) => ({ ...spec, id: `${op}:${String(index)}` }))));
  };
  const get = async (path: string, token = finance.token) => (await t.app.inject({ method: 'GET', url: path, headers: { authorization: `Bearer ${token}` } })).json<{ code: number; message: string; data: unknown }>();

  beforeAll(async () => {
    t = await startTestApp(dialect, {}, () => NOON);
    finance = await signedInOperator(t.app, t.db.database.db, 'report-finance', 'finance', NOON);
    support = await signedInOperator(t.app, t.db.database.db, 'report-support', 'support', NOON);
    player = await memberId(t.db.database, (await registerMember(t.app)).name);
    await registerMember(t.app);
    const main = memberMain(player);
    // The day before, at 23:30 in Beijing: outside today, inside the last 7 days.
    await move(NOON - 14.5 * HOUR, [{ debit: systemAccount(ACCOUNT_KIND.deposits), credit: main, amount: 1_00, kind: TRANSFER_KIND.deposit }]);
    // The known day: two deposits, a paid withdrawal, three bets on two platforms with a win, a rebate, a red packet, a bonus and two operator adjustments.
    const at = NOON - 2 * HOUR;
    await move(at, [
      { debit: systemAccount(ACCOUNT_KIND.deposits), credit: main, amount: 300_00, kind: TRANSFER_KIND.deposit },
      { debit: systemAccount(ACCOUNT_KIND.deposits), credit: main, amount: 200_00, kind: TRANSFER_KIND.deposit },
      { debit: main, credit: memberPlatform(player, 'pp'), amount: 100_00, kind: TRANSFER_KIND.transferIn },
      { debit: main, credit: memberPlatform(player, 'ag'), amount: 100_00, kind: TRANSFER_KIND.transferIn },
      { debit: memberPlatform(player, 'pp'), credit: systemAccount(ACCOUNT_KIND.house, 'pp'), amount: 20_00, kind: TRANSFER_KIND.bet },
      { debit: memberPlatform(player, 'pp'), credit: systemAccount(ACCOUNT_KIND.house, 'pp'), amount: 30_00, kind: TRANSFER_KIND.bet },
      { debit: systemAccount(ACCOUNT_KIND.house, 'pp'), credit: memberPlatform(player, 'pp'), amount: 80_00, kind: TRANSFER_KIND.win },
      { debit: memberPlatform(player, 'ag'), credit: systemAccount(ACCOUNT_KIND.house, 'ag'), amount: 40_00, kind: TRANSFER_KIND.bet },
      { debit: systemAccount(ACCOUNT_KIND.rebates), credit: main, amount: 5_00, kind: TRANSFER_KIND.rebate },
      { debit: systemAccount(ACCOUNT_KIND.promotions), credit: main, amount: 8_88, kind: TRANSFER_KIND.redpacket },
      { debit: systemAccount(ACCOUNT_KIND.promotions), credit: main, amount: 10_00, kind: TRANSFER_KIND.bonus },
      { debit: systemAccount(ACCOUNT_KIND.adjustments), credit: main, amount: 20_00, kind: TRANSFER_KIND.adjustment },
      { debit: main, credit: systemAccount(ACCOUNT_KIND.adjustments), amount: 3_00, kind: TRANSFER_KIND.adjustment },
    ]);
    await move(at, [{ debit: main, credit: systemAccount(ACCOUNT_KIND.withdrawals), amount: 100_00, kind: TRANSFER_KIND.withdrawal, phase: 'pending' }]);
    await inMoneyTransaction(t.db.database, (trx) => new Ledger(trx, at + HOUR).post('report-test:paid', `report-test:${String(seq)}:0`, 'report-test:paid:0'));
    // A withdrawal held and not yet paid is not counted.
    await move(at, [{ debit: main, credit: systemAccount(ACCOUNT_KIND.withdrawals), amount: 7_00, kind: TRANSFER_KIND.withdrawal, phase: 'pending' }]);
    await t.db.database.db
      .insertInto('deposit_order')
      .values({ out_trade_no: 'report-pending', member_id: player, pay_way: 1, channel: 'bank', amount_fen: 50_00, state: REVIEW_STATE.pending, created_at: NOON - 2 * HOUR })
      .execute();
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers today's figures of the known day exactly", async () => {
    const answer = await get('/admin/api/dashboard?range=today');
    expect(answer).toMatchObject({ code: 200 });
    expect(answer.data).toEqual({
      from: '2026-03-10',
      to: '2026-03-10',
      deposits: { count: 2, sum: 500 },
      withdrawals: { count: 1, sum: 100 },
      net: 400,
      bets: 3,
      stake: 90,
      ggr: 10,
      platforms: [
        { platform: 'ag', name: 'AG视讯', bets: 1, stake: 40, wins: 0, ggr: 40 },
        { platform: 'pp', name: 'PP电子', bets: 2, stake: 50, wins: 80, ggr: -30 },
      ],
      new_members: 2,
      active_members: 2,
      rebates: 5,
      redpackets: 8.88,
      bonuses: 10,
      adjustments: 17,
      profit: -30.88,
      owed: 431.88,
      pending: {
        deposits: { count: 1, oldest_minutes: 120 },
        withdrawals: { count: 0, oldest_minutes: null },
        applications: { count: 0, oldest_minutes: null },
        agents: { count: 0, oldest_minutes: null },
      },
      series: [{ day: '2026-03-10', deposits: 500, withdrawals: 100, ggr: 10 }],
    });
  });

  it('counts the day before in the last 7 days, one point per day', async () => {
    const answer = (await get('/admin/api/dashboard?range=7d')).data as { from: string; deposits: unknown; series: { day: string; deposits: number }[] };
    expect(answer.from).toBe('2026-03-04');
    expect(answer.deposits).toEqual({ count: 3, sum: 501 });
    expect(answer.series.map((point) => point.day)).toEqual(['2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08', '2026-03-09', '2026-03-10']);
    expect(answer.series.slice(-2).map((point) => point.deposits)).toEqual([1, 500]);
  });

  it("adds up to the ledger: each day's closing total owed to members is the day before's plus what the day's figures moved", async () => {
    type Row = { day: string; deposits: number; withdrawals: number; ggr: number; rebates: number; redpackets: number; bonuses: number; adjustments: number; owed: number };
    const rows = ((await get('/admin/api/reports/daily?from=2026-03-01&to=2026-03-10')).data as { data: Row[] }).data.reverse();
    const fen = (yuan: number) => Math.round(yuan * 100);
    let owed = 0;
    for (const row of rows) {
      owed += fen(row.deposits) - fen(row.withdrawals) + fen(row.rebates) + fen(row.redpackets) + fen(row.bonuses) + fen(row.adjustments) - fen(row.ggr);
      expect(fen(row.owed), row.day).toBe(owed);
    }
    // And the last day closes on what the members' accounts hold (their held withdrawals included).
    const accounts = await t.db.database.db.selectFrom('account').select(['credits_posted', 'debits_posted']).where('member_id', 'is not', null).execute();
    expect(owed).toBe(accounts.reduce((sum, a) => sum + a.credits_posted - a.debits_posted, 0));
    expect(((await get('/admin/api/dashboard?range=30d')).data as { owed: number }).owed).toBe(owed / 100);
  });

  it('reports one row per day, newest first, paged, and per platform when asked', async () => {
    const report = (await get('/admin/api/reports/daily?from=2026-03-08&to=2026-03-10&per_page=2')).data as { total: number; last_page: number; data: unknown[]; totals: unknown };
    expect(report.total).toBe(3);
    // The totals are the range's, whatever the page: its sums, and what members held at its end.
    const totals = { deposits: 501, withdrawals: 100, net: 401, bets: 3, stake: 90, wins: 80, ggr: 10, rebates: 5, redpackets: 8.88, bonuses: 10, adjustments: 17, profit: -30.88, owed: 431.88, new_members: 2 };
    expect(report.totals).toEqual(totals);
    expect(report.last_page).toBe(2);
    expect(report.data).toEqual([
      { day: '2026-03-10', deposits: 500, withdrawals: 100, net: 400, bets: 3, stake: 90, wins: 80, ggr: 10, rebates: 5, redpackets: 8.88, bonuses: 10, adjustments: 17, profit: -30.88, owed: 431.88, new_members: 2 },
      { day: '2026-03-09', deposits: 1, withdrawals: 0, net: 1, bets: 0, stake: 0, wins: 0, ggr: 0, rebates: 0, redpackets: 0, bonuses: 0, adjustments: 0, profit: 0, owed: 1, new_members: 0 },
    ]);
    const second = (await get('/admin/api/reports/daily?from=2026-03-08&to=2026-03-10&per_page=2&page=2')).data as { data: { day: string }[]; totals: unknown };
    expect(second.data.map((row) => row.day)).toEqual(['2026-03-08']);
    expect(second.totals).toEqual(totals);
    const pp = (await get('/admin/api/reports/daily?from=2026-03-10&to=2026-03-10&platform=pp')).data as { data: unknown[]; totals: unknown };
    expect(pp.data).toEqual([expect.objectContaining({ day: '2026-03-10', deposits: 500, bets: 2, stake: 50, wins: 80, ggr: -30 })]);
    expect(pp.totals).toEqual({ ...totals, deposits: 500, net: 400, bets: 2, stake: 50, wins: 80, ggr: -30 });
  });

  it('reports the days oldest first on request, paged the same way, and sorts by nothing but the day', async () => {
    const days = async (query: string) => ((await get(`/admin/api/reports/daily?from=2026-03-05&to=2026-03-10&${query}`)).data as { data: { day: string; deposits: number }[] }).data;
    const newest = await days('');
    expect(newest.map((row) => row.day)).toEqual(['2026-03-10', '2026-03-09', '2026-03-08', '2026-03-07', '2026-03-06', '2026-03-05']);
    expect(await days('sort=day&order=desc')).toEqual(newest);
    const oldest = await days('sort=day&order=asc');
    expect(oldest).toEqual([...newest].reverse());
    expect([...(await days('sort=day&order=asc&per_page=4')), ...(await days('sort=day&order=asc&per_page=4&page=2'))]).toEqual(oldest);
    expect(await days('order=asc')).toEqual(oldest);
    for (const query of ['sort=deposits', 'sort=ggr&order=desc', 'sort=day&order=up']) expect(await get(`/admin/api/reports/daily?${query}`), query).toMatchObject({ code: 1000 });
  });

  it('answers zeros for a range without figures, and today when no day is given', async () => {
    const empty = (await get('/admin/api/reports/daily?from=2026-02-01&to=2026-02-02')).data as { data: Record<string, unknown>[] };
    expect(empty.data).toHaveLength(2);
    for (const row of empty.data) expect(Object.entries(row).filter(([key, value]) => key !== 'day' && value !== 0)).toEqual([]);
    const today = (await get('/admin/api/reports/daily')).data as { data: { day: string }[] };
    expect(today.data.map((row) => row.day)).toEqual(['2026-03-10']);
  });

  it('exports the same rows as CSV for Excel: a byte order mark, Chinese headers, a file name', async () => {
    const query = 'from=2026-03-08&to=2026-03-10&platform=pp';
    const report = (await get(`/admin/api/reports/daily?${query}`)).data as { data: Record<string, number | string>[] };
    const response = await t.app.inject({ method: 'GET', url: `/admin/api/reports/daily.csv?${query}`, headers: { authorization: `Bearer ${finance.token}` } });
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="daily-report_2026-03-08_2026-03-10_pp.csv"');
    expect(response.body.startsWith('\uFEFF日期,存款,提款,净入金,注单数,投注额,派彩,GGR,返水,红包,奖金,人工调整,站点盈亏,会员余额,新会员\r\n')).toBe(true);
    const lines = response.body.slice(1).trimEnd().split('\r\n').slice(1);
    // The last line is the range's totals.
    expect(lines.pop()).toBe('合计,501.00,100.00,401.00,2,50.00,80.00,-30.00,5.00,8.88,10.00,17.00,-30.88,431.88,2');
    const keys = ['day', 'deposits', 'withdrawals', 'net', 'bets', 'stake', 'wins', 'ggr', 'rebates', 'redpackets', 'bonuses', 'adjustments', 'profit', 'owed', 'new_members'];
    expect(lines.map((line) => Object.fromEntries(line.split(',').map((value, index): [string, string | number] => [keys[index] ?? '', index === 0 ? value : Number(value)])))).toEqual(report.data);
    expect(lines[0]).toBe('2026-03-10,500.00,100.00,400.00,2,50.00,80.00,-30.00,5.00,8.88,10.00,17.00,-30.88,431.88,2');
    // The export has its own order, newest day first, whatever sort the screen shows.
    const sorted = await t.app.inject({ method: 'GET', url: `/admin/api/reports/daily.csv?${query}&sort=day&order=asc`, headers: { authorization: `Bearer ${finance.token}` } });
    expect(sorted.body).toBe(response.body);
    const refused = await t.app.inject({ method: 'GET', url: '/admin/api/reports/daily.csv?from=2026-03-10&to=2026-03-01', headers: { authorization: `Bearer ${finance.token}` } });
    expect(refused.json()).toMatchObject({ message: ADMIN_MSG.adminReportRange });
    expect((await t.app.inject({ method: 'GET', url: '/admin/api/reports/daily.csv', headers: { authorization: `Bearer ${support.token}` } })).statusCode).toBe(403);
  });

  it('refuses a reversed or too long range, and roles other than owner and finance', async () => {
    expect(await get('/admin/api/reports/daily?from=2026-03-10&to=2026-03-01')).toMatchObject({ message: ADMIN_MSG.adminReportRange });
    expect(await get('/admin/api/reports/daily?from=2024-01-01&to=2026-03-01')).toMatchObject({ message: ADMIN_MSG.adminReportRange });
    expect(await get('/admin/api/reports/daily?from=2026-02-30&to=2026-03-01')).toMatchObject({ message: ADMIN_MSG.adminReportRange });
    expect(await get('/admin/api/dashboard', support.token)).toMatchObject({ code: 403, message: ADMIN_MSG.adminForbidden });
  });
});
