import { expect } from 'vitest';

export type Sortable = string | number | boolean;
export const compare = (a: Sortable, b: Sortable) => Number(a > b) - Number(a < b);

/** A list asked for `sort` both ways answers its rows in that order, with at least two values to order. */
export async function expectSortedBothWays<Row>(rows: (query: string) => Promise<Row[]>, sort: string, valueOf: (row: Row) => Sortable): Promise<void> {
  const ascending = (await rows(`sort=${sort}&order=asc`)).map(valueOf);
  expect(ascending).toEqual([...ascending].sort(compare));
  expect(new Set(ascending).size).toBeGreaterThan(1);
  const descending = (await rows(`sort=${sort}&order=desc`)).map(valueOf);
  expect(descending).toEqual([...descending].sort(compare).reverse());
}
