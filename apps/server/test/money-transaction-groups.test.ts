import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/platform/db/database';
import { committedTransfers, inMoneyTransaction } from '../src/platform/db/money-transaction';
import { ACCOUNT_KIND } from '../src/ledger/accounts';
import { Ledger, systemAccount } from '../src/ledger/ledger';
import { TRANSFER_KIND } from '../src/ledger/transfer-kinds';
import { createTestDatabase, dialects, type TestDatabase } from './support/databases';

const committedBets = () => committedTransfers.get(`${TRANSFER_KIND.bet}/single`)?.count ?? 0;

// On SQLite the money transactions started together share one COMMIT (platform/db/sqlite-group-commit.ts).
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
  const transferIds = async (like: string) => (await t.database.db.selectFrom('transfer').select('id').where('id', 'like', like).orderBy('id').execute()).map((row) => row.id);

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
    expect(await transferIds('g%')).toEqual(['g1', 'g3', 'g5']);
    const house = await t.database.db.selectFrom('account').select(['platform', 'credits_posted', 'debits_posted']).where('kind', '=', ACCOUNT_KIND.house).orderBy('platform').execute();
    expect(house).toEqual([
      { platform: 'a', credits_posted: 0, debits_posted: 300 },
      { platform: 'b', credits_posted: 300, debits_posted: 0 },
    ]);
    expect(committedBets() - counted).toBe(3);
  });

  it('answer one refused by the database (a duplicate id) alone, the others kept', async () => {
    const results = await Promise.allSettled([move('h1', false), move('h1', false), move('h2', false)]);
    // On SQLite the first started wins; PostgreSQL runs the two side by side and either may.
    expect(results.slice(0, 2).map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(results[2].status).toBe('fulfilled');
    if (dialect === 'sqlite') expect(results[0].status).toBe('fulfilled');
    expect(await transferIds('h%')).toEqual(['h1', 'h2']);
  });
});

// SQLite has one connection: its money transactions queue with every other query.
describe('money transactions on SQLite', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase('sqlite');
  });
  afterAll(async () => {
    await t.drop();
  });

  const move = (id: string) =>
    inMoneyTransaction(t.database, async (trx) => {
      await new Ledger(trx, 1).transfer(id, [{ id, debit: systemAccount(ACCOUNT_KIND.house, 'a'), credit: systemAccount(ACCOUNT_KIND.house, 'b'), amount: 1, kind: TRANSFER_KIND.bet }]);
      return id;
    });
  const transferIds = async (like: string) => (await t.database.db.selectFrom('transfer').select('id').where('id', 'like', like).orderBy('id').execute()).map((row) => row.id);

  it('are seen by a query started after them, before they are answered', async () => {
    // Neither is awaited before the read starts: the read still comes after both, as it was started after both.
    const first = move('o1');
    const second = move('o2');
    const read = transferIds('o%');
    expect(await read).toEqual(['o1', 'o2']);
    expect(await Promise.all([first, second])).toEqual(['o1', 'o2']);
  });

  // One connection: they run one after the other, in the order they were started (PostgreSQL's pool runs them side by side).
  it('run in the order they were started', async () => {
    const order: string[] = [];
    const step = (id: string) =>
      inMoneyTransaction(t.database, async (trx) => {
        order.push(id);
        await new Ledger(trx, 1).transfer(id, [{ id, debit: systemAccount(ACCOUNT_KIND.house, 'a'), credit: systemAccount(ACCOUNT_KIND.house, 'b'), amount: 1, kind: TRANSFER_KIND.bet }]);
      });
    await Promise.all(['s1', 's2', 's3', 's4'].map(step));
    expect(order).toEqual(['s1', 's2', 's3', 's4']);
  });

  it('started in one turn share one COMMIT, each answered only once it is committed', async () => {
    const other = openDatabase(t.url);
    try {
      const seenByOther = async () => (await other.db.selectFrom('transfer').select('id').where('id', 'like', 'c%').orderBy('id').execute()).map((row) => row.id);
      const seenDuringSecond: string[][] = [];
      const moveLooking = (id: string) =>
        inMoneyTransaction(t.database, async (trx) => {
          await new Ledger(trx, 1).transfer(id, [{ id, debit: systemAccount(ACCOUNT_KIND.house, 'a'), credit: systemAccount(ACCOUNT_KIND.house, 'b'), amount: 1, kind: TRANSFER_KIND.bet }]);
          if (id === 'c2') seenDuringSecond.push(await seenByOther());
          return id;
        });
      const first = moveLooking('c1');
      // Started a turn later, by a timer of its own: it joins the first's transaction, still open.
      const second = new Promise<string>((resolve, reject) => {
        setImmediate(() => {
          moveLooking('c2').then(resolve, reject);
        });
      });
      expect(await Promise.all([first, second])).toEqual(['c1', 'c2']);
      // The first had run and was not committed when the second ran: they committed together.
      expect(seenDuringSecond).toEqual([[]]);
      expect(await seenByOther()).toEqual(['c1', 'c2']);
    } finally {
      await other.close();
    }
  });
});
