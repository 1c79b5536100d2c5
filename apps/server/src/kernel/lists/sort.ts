import type { ListSorting, SortDirection } from '@casino/contract/list-sorting';

/** The order of a list's page: the database column its asked (or default) sort names, and the direction. */
export interface ListOrder<Column> {
  column: Column;
  direction: SortDirection;
}

/**
 * Reads a sortable list's `sort` and `order` (the contract has already refused unknown ones) into the
 * column to order by, with `columns` naming the database column of each of the contract's sort names.
 */
export function listOrder<const Names extends readonly [string, ...string[]], const Columns extends Record<Names[number], string>>(
  sorting: ListSorting<Names>,
  request: { sort?: Names[number] | undefined; order?: SortDirection | undefined },
  columns: Columns,
): ListOrder<Columns[Names[number]]> {
  const sort: Names[number] = request.sort ?? sorting.fallback.sort;
  return { column: columns[sort], direction: request.order ?? sorting.fallback.order };
}
