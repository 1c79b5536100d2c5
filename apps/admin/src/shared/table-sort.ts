import type { ListSorting, SortDirection } from '@casino/contract/list-sorting';
import type { TableColumnType } from 'antd';
import type { Key } from 'react';

/** A list's column sort as it lives in the URL and goes to the server; '' for the list's own order. */
export interface ListSort<Column extends string> {
  sort: Column | '';
  order: SortDirection | '';
}

/** A list sorting's columns (list-sorting.ts). */
export type Columns = readonly [string, ...string[]];

/** The sort of the URL (`prefix` where a screen has two lists), known columns and directions only. */
export function sortFromUrl<const Names extends Columns>(sorting: ListSorting<Names>, params: URLSearchParams, prefix = ''): ListSort<Names[number]> {
  const sort = params.get(`${prefix}sort`) ?? '';
  const order = params.get(`${prefix}order`);
  return { sort: sorting.columns.find((column) => column === sort) ?? '', order: order === 'asc' || order === 'desc' ? order : '' };
}

/**
 * A sortable column's props: its key, a sorter the server applies, and the order it shows, the list's
 * default where nothing is asked (`fallback` where a list's default depends on more than its sorting).
 * A click turns a sorted column round, and sorts another ascending (the default column: in its default
 * direction); there is no unsorted state, as the server always answers in some order.
 */
export function sortableColumn<const Names extends Columns>(
  sort: ListSort<Names[number]>,
  column: Names[number],
  fallback: ListSorting<Names>['fallback'],
): Pick<TableColumnType<unknown>, 'key' | 'sorter' | 'sortOrder' | 'sortDirections'> {
  const sorted = sort.sort === '' ? fallback.sort : sort.sort;
  const order = sort.order === '' ? fallback.order : sort.order;
  const shown = sorted !== column ? null : order === 'asc' ? 'ascend' : 'descend';
  // antd's click moves to the next of sortDirections (the first when unsorted) and clears the sort after the
  // last: listing the shown order first makes every click on a sorted column turn it round, and the list's
  // default column, unsorted, starts from its default direction.
  const descendingFirst = shown === 'descend' || (shown === null && column === fallback.sort && fallback.order === 'desc');
  return { key: column, sorter: true, sortDirections: descendingFirst ? ['descend', 'ascend'] : ['ascend', 'descend'], sortOrder: shown };
}

/** What a table's onChange says of its sorted column (antd's SorterResult, without its row type). */
interface SortedColumn {
  columnKey?: Key | undefined;
  order?: 'ascend' | 'descend' | null | undefined;
}

/** A Table's onChange arguments, as far as a server-sorted, server-paged list reads them. */
export type TableChangeEvent = [pagination: { current?: number | undefined }, filters: unknown, sorter: SortedColumn | SortedColumn[], extra: { action: string }];

/**
 * A table's change as the list's next page and sort: a new sort starts at page 1. The columns' keys are the
 * sort names, as sortableColumn sets them.
 */
export function tableChange<const Names extends Columns>(
  sorting: ListSorting<Names>,
  ...[pagination, , sorter, extra]: TableChangeEvent
): { page: number } | ({ page: number } & ListSort<Names[number]>) {
  if (extra.action !== 'sort') return { page: pagination.current ?? 1 };
  const single = Array.isArray(sorter) ? sorter[0] : sorter;
  const column = sorting.columns.find((name) => name === single?.columnKey);
  if (column === undefined || !single?.order) return { page: 1, sort: '', order: '' };
  return { page: 1, sort: column, order: single.order === 'ascend' ? 'asc' : 'desc' };
}
