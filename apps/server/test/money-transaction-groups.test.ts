import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { committedTransfers, inMoneyTransaction } from '../src/db/money-transaction';
import { ACCOUNT_KIND } from '../src/ledger/accounts';
import { Ledger, systemAccount } from '../src/ledger/ledger';
import { TRANSFER_KIND } from '../src/ledger/transfer-kinds';
import { createTestDatabase, dialects, type TestDatabase } from './support/databases';

const committedBets = () => committedTransfers.get(`${TRANSFER_KIND.bet}/single`)?.count ?? 0;

// On SQLite the money transactions of one turn of the event loop share one COMMIT (db/sqlite-group-commit.ts).
describe.each(dialects)('money transactions started together on %s', (dialect) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    await t.drop();
  });

  const move = (id: string, fail: boolean) =>
    inMoneyTransaction(t.database, async (trx) => {
      await new Ledger(trx, 1).transfer(id, [{ id, debit: systemAccount(ACCOUNT_KIND.house, 'a'), credit: systemAccount(ACCOUNT_KIND.house, 'b'), amount: 100, kind: TRANSFER_KIND.bet }]);
      if (fail) throw new Error(`${id} failed after writing`);
      return id;
    });

  it('keep each one that answers and nothing of one that throws, each counted once when committed', async () => {
    const counted = committedBets();
    const results = await Promise.allSettled([move('g1', false), move('g2', true), move('g3', false), move('g4', true), move('g5', false)]);
    expect(results.map((result) => (result.status === 'fulfilled' ? result.value : (result.reason as Error).message))).toEqual([
      'g1',
      'g2 failed after writing',
      'g3',
      'g4 failed after writing',
      'g5',
    ]);
    const kept = await t.database.db.selectFrom('transfer').select('id').where('id', 'like', 'g%').orderBy('id').execute();
    expect(kept.map((row) => row.id)).toEqual(['g1', 'g3', 'g5']);
    const house = await t.database.db.selectFrom('account').select(['platform', 'credits_posted', 'debits_posted']).where('kind', '=', ACCOUNT_KIND.house).orderBy('platform').execute();
    expect(house).toEqual([
      { platform: 'a', credits_posted: 0, debits_posted: 300 },
      { platform: 'b', credits_posted: 300, debits_posted: 0 },
    ]);
    expect(committedBets() - counted).toBe(3);
  });

  it('answer one refused by the database (a duplicate id) alone, the others kept', async () => {
    const results = await Promise.allSettled([move('h1', false), move('h1', false), move('h2', false)]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const kept = await t.database.db.selectFrom('transfer').select('id').where('id', 'like', 'h%').orderBy('id').execute();
    expect(kept.map((row) => row.id)).toEqual(['h1', 'h2']);
  });
});
