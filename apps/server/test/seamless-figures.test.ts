import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inMoneyTransaction } from '../src/platform/db/money-transaction';
import { ACCOUNT_KIND } from '../src/ledger/accounts';
import { Ledger, memberMain, systemAccount } from '../src/ledger/ledger';
import { TRANSFER_KIND } from '../src/ledger/transfer-kinds';
import { signedInOperator, type TestOperator } from './support/admins';
import { startTestApp, type TestApp } from './support/app';
import { dialects } from './support/databases';
import { registerMember } from './support/members';
import { memberId } from './support/money';

/** 2026-03-10 14:00 in Beijing. */
const NOON = Date.UTC(2026, 2, 10, 6);
const DAY = 86_400_000;

/**
 * A seamless platform's bets (Hub88) leave the member's main wallet for the platform's house, and a rolled-back
 * bet is reversed, possibly a day later: the reports name the platform by its house account and count the
 * reversal on its own day, so each day still adds up to the ledger.
 */
describe.each(dialects)("a seamless platform's bets in the figures on %s", (dialect) => {
  let t: TestApp;
  let finance: TestOperator;
  let name: string;

  beforeAll(async () => {
    t = await startTestApp(dialect, {}, () => NOON);
    finance = await signedInOperator(t.app, t.db.database.db, 'seamless-finance', 'finance', NOON);
    name = (await registerMember(t.app)).name;
    const id = await memberId(t.db.database, name);
    const main = memberMain(id);
    const house = systemAccount(ACCOUNT_KIND.house, 'pp');
    const yesterday = NOON - DAY;
    const move = (at: number, op: string, spec: { debit: typeof main; credit: typeof main; amount: number; kind: (typeof TRANSFER_KIND)[keyof typeof TRANSFER_KIND] }) =>
      inMoneyTransaction(t.db.database, (trx) => new Ledger(trx, at).transfer(op, [{ id: op, ...spec }]));
    await move(yesterday, 'seam:fund', { debit: systemAccount(ACCOUNT_KIND.adjustments), credit: main, amount: 1_000_00, kind: TRANSFER_KIND.adjustment });
    await move(yesterday, 'seam:bet1', { debit: main, credit: house, amount: 50_00, kind: TRANSFER_KIND.bet });
    await move(yesterday, 'seam:bet2', { debit: main, credit: house, amount: 30_00, kind: TRANSFER_KIND.bet });
    await move(yesterday, 'seam:win1', { debit: house, credit: main, amount: 20_00, kind: TRANSFER_KIND.win });
    // Today the platform rolls the second bet back.
    await inMoneyTransaction(t.db.database, (trx) => new Ledger(trx, NOON).reverse('seam:rb2', { id: 'seam:rb2', reverses: 'seam:bet2', kind: TRANSFER_KIND.bet }));
  });
  afterAll(async () => {
    await t.close();
  });

  const get = async (path: string) => (await t.app.inject({ method: 'GET', url: path, headers: { authorization: `Bearer ${finance.token}` } })).json<{ code: number; data: Record<string, unknown> }>();

  it('names the platform by its house account, and takes a rolled-back stake back on the day of the rollback', async () => {
    const today = (await get('/admin/api/dashboard?range=today')).data;
    expect(today.platforms).toEqual([{ platform: 'pp', name: 'PP电子', bets: -1, stake: -30, wins: 0, ggr: -30 }]);
    const week = (await get('/admin/api/dashboard?range=7d')).data;
    expect(week.platforms).toEqual([{ platform: 'pp', name: 'PP电子', bets: 1, stake: 50, wins: 20, ggr: 30 }]);
    expect(week.owed).toBe(970);
  });

  it("still adds up: each day's owed is the day before's plus what its figures moved", async () => {
    type Row = { day: string; deposits: number; withdrawals: number; ggr: number; rebates: number; redpackets: number; bonuses: number; adjustments: number; owed: number };
    const rows = ((await get('/admin/api/reports/daily?from=2026-03-09&to=2026-03-10')).data as { data: Row[] }).data.reverse();
    expect(rows.map((row) => [row.day, row.ggr, row.owed])).toEqual([
      ['2026-03-09', 60, 940],
      ['2026-03-10', -30, 970],
    ]);
    let owed = 0;
    for (const row of rows) {
      owed += row.deposits - row.withdrawals + row.rebates + row.redpackets + row.bonuses + row.adjustments - row.ggr;
      expect(row.owed, row.day).toBe(owed);
    }
  });

  it("shows the member's turnover and win or loss on that platform, the rolled-back bet taken back", async () => {
    const detail = (await get(`/admin/api/members/detail?username=${name}`)).data as { money: { platforms: unknown[] } };
    expect(detail.money.platforms).toEqual([{ platform: 'pp', turnover: 50, win_loss: -30 }]);
  });
});
