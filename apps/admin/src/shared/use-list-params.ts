import type { ListSorting } from '@casino/contract/list-sorting';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { parseFilters, readList, writeList, type FilterParsers, type FilterText, type ListAddress, type ListParams, type NoFilters } from './list-address';
import { sortableColumn, tableChange, type Columns, type TableChangeEvent } from './table-sort';

interface ListOptions<Names extends Columns, Filters extends FilterParsers> extends ListAddress<Names, Filters> {
  /** The order when none is asked, where it depends on the filters (the queues: by the state shown); the sorting's otherwise. */
  fallback?: (params: ListParams<Names[number], Filters>) => ListSorting<Names>['fallback'];
}

/** One list's page, sort and filters in the address, and how they change. */
export interface ListControl<Name extends string, Filters extends FilterParsers = NoFilters> {
  params: ListParams<Name, Filters>;
  setPage: (page: number) => void;
  /** New filter values, as text each filter reads: the first page again, in the same order. */
  filter: (change: FilterText<Filters>) => void;
  /** A table's page or sort change (a new sort starts at page 1). */
  onTableChange: (...event: TableChangeEvent) => void;
  /** A sortable column's props: its sort name, and the order it shows. */
  column: (name: Name) => ReturnType<typeof sortableColumn>;
}

/**
 * A list's page, column sort and filters as they live in the address, so a reload or a shared link shows the
 * same rows; the address's other parameters are kept. Each change writes the address; the list reads it back.
 * Give `sorting` and `filters` as module constants: the setters stay the same while they do.
 */
export function useListParams<const Names extends Columns = readonly [never], const Filters extends FilterParsers = NoFilters>(
  options: ListOptions<Names, Filters> = {},
): ListControl<Names[number], Filters> {
  const { sorting, filters, prefix, fallback } = options;
  const [address, setAddress] = useSearchParams();
  const params = readList(address, { sorting, filters, prefix });
  const show = useCallback(
    (change: (current: ListParams<Names[number], Filters>) => ListParams<Names[number], Filters>) =>
      setAddress((current) => writeList(current, change(readList(current, { sorting, filters, prefix })), { filters, prefix })),
    [setAddress, sorting, filters, prefix],
  );
  const setPage = useCallback((page: number) => show((current) => ({ ...current, page })), [show]);
  const filter = useCallback((change: FilterText<Filters>) => show((current) => ({ ...current, ...parseFilters(filters, change), page: 1 })), [show, filters]);
  const onTableChange = useCallback(
    (...event: TableChangeEvent) => show((current) => ({ ...current, ...(sorting === undefined ? { page: event[0].current ?? 1 } : tableChange(sorting, ...event)) })),
    [show, sorting],
  );
  // An unsorted list has no column to sort by: its `name` is never given.
  const column = (name: Names[number]) => sortableColumn(params, name, fallback?.(params) ?? sorting?.fallback ?? { sort: name, order: 'asc' });
  return { params, setPage, filter, onTableChange, column };
}
