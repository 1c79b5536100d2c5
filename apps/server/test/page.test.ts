import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageSize, paginate } from '../src/kernel/lists/page';
import { createTestDatabase, dialects, type TestDatabase } from './support/databases';

describe.each(dialects)('paginate on %s', (dialect) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(dialect);
    await t.database.db
      .insertInto('announcement')
      .values(Array.from({ length: 5 }, (_, sort) => ({ text: `notice ${String(sort)}`, sort })))
      .execute();
  });
  afterAll(async () => {
    await t.drop();
  });

  const list = (page: number, perPage: number, atLeast = 0) =>
    paginate(
      t.database.db.selectFrom('announcement').where('sort', '>=', atLeast),
      (query) => query.select(['text', 'sort']).orderBy('sort'),
      { page, perPage },
      (row) => row.text,
    );

  it('answers one page with the Laravel paginator fields', async () => {
    expect(await list(2, 2)).toEqual({ current_page: 2, data: ['notice 2', 'notice 3'], from: 3, to: 4, last_page: 3, per_page: 2, total: 5 });
    expect(await list(3, 2)).toMatchObject({ data: ['notice 4'], from: 5, to: 5 });
  });

  it('counts only the filtered rows, and answers an empty page past the end', async () => {
    expect(await list(1, 10, 3)).toMatchObject({ data: ['notice 3', 'notice 4'], total: 2, last_page: 1 });
    expect(await list(4, 2)).toEqual({ current_page: 4, data: [], from: null, to: null, last_page: 3, per_page: 2, total: 5 });
  });
});

describe('pageSize', () => {
  it('takes an asked size within 1..50, else the default', () => {
    expect(pageSize('20', 10)).toBe(20);
    expect([pageSize(0, 10), pageSize(51, 10), pageSize('x', 10), pageSize(undefined, 10)]).toEqual([10, 10, 10, 10]);
  });
});
