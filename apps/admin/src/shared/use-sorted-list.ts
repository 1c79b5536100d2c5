import type { ListSorting } from '@casino/contract/list-sorting';
import { useSearchParams } from 'react-router';
import { sortableColumn, sortFromUrl, sortToUrl, tableChange, type ListSort, type TableChangeEvent } from './table-sort';

type Columns = readonly [string, ...string[]];

/**
 * A sortable list's page and column sort in the address (`prefix` where a screen has two lists), so a
 * reload or a shared link shows the same rows; the address's other parameters are kept. Give `onTableChange`
 * to the Table and spread `column(name)` into each sortable column.
 */
export function useSortedList<const Names extends Columns>(sorting: ListSorting<Names>, prefix = '') {
  const [params, setParams] = useSearchParams();
  const list = { page: Math.max(1, Number(params.get(`${prefix}page`)) || 1), ...sortFromUrl(sorting, params, prefix) };
  const show = (next: { page: number } & Partial<ListSort<Names[number]>>) =>
    setParams((current) => {
      const kept = new URLSearchParams(current);
      if (next.page === 1) kept.delete(`${prefix}page`);
      else kept.set(`${prefix}page`, String(next.page));
      if (next.sort !== undefined) sortToUrl({ sort: next.sort, order: next.order ?? '' }, kept, prefix);
      return kept;
    });
  return {
    ...list,
    setPage: (page: number) => show({ page }),
    onTableChange: (...event: TableChangeEvent) => show(tableChange(sorting, ...event)),
    column: (name: Names[number]) => sortableColumn(list, name, sorting.fallback),
  };
}
