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

interface LedgerLine {
  id: string;
  kind: string;
  phase: string;
  amount: number;
}

describe.each(dialects)("a member's money on the console's member detail on %s", (dialect) => {
  let t: TestApp;
  let finance: TestOperator;
  let name: string;
  let seq = 0;

  const move = (specs: Omit<TransferSpec, 'id'>[]) => {
    seq += 1;
    const op = `summary-test:${String(seq)}`;
    return inMoneyTransaction(t.db.database, (trx) => new Ledger(trx, Date.now()).transfer(op, specs.map((spec, index) => ({ ...spec, id: `${op}:${String(index)}` })))).then(() => op);
  };
  const get = async (path: string, query: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: path, query, headers: { authorization: `Bearer ${finance.token}` } })).json<{ code: number; data: unknown }>();


  beforeAll(async () => {
    t = await startTestApp(dialect);
    finance = await signedInOperator(t.app, t.db.database.db, 'summary-finance', 'finance');
    name = (await registerMember(t.app)).name;
    const id = await memberId(t.db.database, name);
    const main = memberMain(id);
    await move([
      { debit: systemAccount(ACCOUNT_KIND.deposits), credit: main, amount: 500_00, kind: TRANSFER_KIND.deposit },
      { debit: main, credit: memberPlatform(id, 'pp'), amount: 100_00, kind: TRANSFER_KIND.transferIn },
      { debit: memberPlatform(id, 'pp'), credit: systemAccount(ACCOUNT_KIND.house, 'pp'), amount: 50_00, kind: TRANSFER_KIND.bet },
      { debit: systemAccount(ACCOUNT_KIND.house, 'pp'), credit: memberPlatform(id, 'pp'), amount: 80_00, kind: TRANSFER_KIND.win },
      { debit: systemAccount(ACCOUNT_KIND.rebates), credit: main, amount: 5_00, kind: TRANSFER_KIND.rebate },
      { debit: systemAccount(ACCOUNT_KIND.promotions), credit: main, amount: 10_00, kind: TRANSFER_KIND.bonus },
      { debit: systemAccount(ACCOUNT_KIND.adjustments), credit: main, amount: 20_00, kind: TRANSFER_KIND.adjustment },
      { debit: main, credit: systemAccount(ACCOUNT_KIND.adjustments), amount: 3_00, kind: TRANSFER_KIND.adjustment },
    ]);
    // A withdrawal paid out, one returned, one still held.
    const paid = await move([{ debit: main, credit: systemAccount(ACCOUNT_KIND.withdrawals), amount: 100_00, kind: TRANSFER_KIND.withdrawal, phase: 'pending' }]);
    await inMoneyTransaction(t.db.database, (trx) => new Ledger(trx, Date.now()).post('summary-test:paid', `${paid}:0`, 'summary-test:paid:0'));
    const returned = await move([{ debit: main, credit: systemAccount(ACCOUNT_KIND.withdrawals), amount: 50_00, kind: TRANSFER_KIND.withdrawal, phase: 'pending' }]);
    await inMoneyTransaction(t.db.database, (trx) => new Ledger(trx, Date.now()).void('summary-test:returned', `${returned}:0`, 'summary-test:returned:0'));
    await move([{ debit: main, credit: systemAccount(ACCOUNT_KIND.withdrawals), amount: 7_00, kind: TRANSFER_KIND.withdrawal, phase: 'pending' }]);
  });
  afterAll(async () => {
    await t.close();
  });

  it('sums deposits, paid withdrawals, what was credited by kind, and the turnover and win or loss per platform', async () => {
    const member = (await get('/admin/api/members/detail', { username: name })) as { data: { money: unknown } };
    expect(member.data.money).toEqual({
      deposits: 500,
      withdrawals: 100,
      held: 7,
      rebates: 5,
      redpackets: 0,
      bonuses: 10,
      adjustments: 17,
      platforms: [{ platform: 'pp', turnover: 50, win_loss: 30 }],
    });
  });

  it("lists a withdrawal's hold and its outcome as one movement, and filters the ledger by kind", async () => {
    const lines = ((await get('/admin/api/members/ledger', { username: name, kind: 'withdrawal' })).data as { data: LedgerLine[] }).data;
    expect(lines.map((line) => [line.phase, line.amount])).toEqual([
      ['pending', -7],
      ['void', -50],
      ['post', -100],
    ]);
    const all = (await get('/admin/api/members/ledger', { username: name, per_page: '50' })).data as { data: LedgerLine[]; total: number };
    expect(all.total).toBe(11);
    expect(new Set(all.data.map((line) => line.kind))).toEqual(new Set(['deposit', 'transfer_in', 'bet', 'win', 'rebate', 'bonus', 'adjustment', 'withdrawal']));
    expect((await get('/admin/api/members/ledger', { username: name, kind: 'x'.repeat(40) })).code).not.toBe(200);
  });
});
