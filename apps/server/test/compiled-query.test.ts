import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compiledQuery } from '../src/platform/db/compiled-query';
import { createTestDatabase, dialects, type TestDatabase } from './support/databases';

const platformByCode = compiledQuery((db, { code, state }: { code: string; state: number }) =>
  db.selectFrom('platform').select(['code', 'name']).where('code', '=', code).where('state', '=', state),
);
const insertPlatform = compiledQuery((db, { platform }: { platform: { code: string; name: string; sort: number } }) =>
  db.insertInto('platform').values({ code: platform.code, name: platform.name, sort: platform.sort, state: 1 }),
);

/** Both dialects open at once in one process: each compiles its own SQL from the one definition. */
describe('compiledQuery', () => {
  const opened: TestDatabase[] = [];
  beforeAll(async () => {
    for (const dialect of dialects) opened.push(await createTestDatabase(dialect));
  });
  afterAll(async () => {
    for (const database of opened) await database.drop();
  });

  it('fills in each run its own values, nested ones included, on every dialect', async () => {
    for (const { database } of opened) {
      await insertPlatform(database.db, { platform: { code: 'zz1', name: '一号', sort: 1 } });
      await insertPlatform(database.db, { platform: { code: 'zz2', name: '二号', sort: 2 } });
      expect((await platformByCode(database.db, { code: 'zz1', state: 1 })).rows, database.dialect).toEqual([{ code: 'zz1', name: '一号' }]);
      expect((await platformByCode(database.db, { code: 'zz2', state: 1 })).rows, database.dialect).toEqual([{ code: 'zz2', name: '二号' }]);
      expect((await platformByCode(database.db, { code: 'zz2', state: 0 })).rows, database.dialect).toEqual([]);
      const sorts = await database.db.selectFrom('platform').select(['code', 'sort']).where('code', 'in', ['zz1', 'zz2']).orderBy('code').execute();
      expect(sorts.map((row) => [row.code, row.sort])).toEqual([
        ['zz1', 1],
        ['zz2', 2],
      ]);
    }
  });

  it('runs inside a transaction on its connection, and a rollback undoes it', async () => {
    for (const { database } of opened) {
      await database.db
        .transaction()
        .execute(async (trx) => {
          await insertPlatform(trx, { platform: { code: 'zz3', name: '三号', sort: 3 } });
          expect((await platformByCode(trx, { code: 'zz3', state: 1 })).rows).toHaveLength(1);
          throw new Error('roll back');
        })
        .catch((error: unknown) => {
          if (!(error instanceof Error) || error.message !== 'roll back') throw error;
        });
      expect((await platformByCode(database.db, { code: 'zz3', state: 1 })).rows, database.dialect).toEqual([]);
    }
  });
});
