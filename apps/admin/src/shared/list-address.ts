import type { ListSorting } from '@casino/contract/list-sorting';
import { sortFromUrl, type Columns, type ListSort } from './table-sort';

/** How a list reads each of its filters from the address (url-filters.ts): the value, or '' for none. */
export type FilterParsers = Readonly<Record<string, (raw: string) => string>>;

/** A list that has no filters. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- a list without filters adds nothing to its params
export type NoFilters = {};

export type FilterValues<Filters extends FilterParsers> = { [Name in keyof Filters]: ReturnType<Filters[Name]> };

/** Filters as text, the way the address and a filter bar's fields hold them; each is read by its parser. */
export type FilterText<Filters extends FilterParsers> = { [Name in keyof Filters]?: string };

/** The sort names of one of the contract's list sortings. */
export type SortName<Sorting extends { columns: readonly string[] }> = Sorting['columns'][number];

/** A list's page, column sort and filters, as the address keeps them and its call asks for them. */
export type ListParams<Name extends string, Filters extends FilterParsers = NoFilters> = { page: number } & ListSort<Name> & FilterValues<Filters>;

/** What a list keeps in the address. */
export interface ListAddress<Names extends Columns, Filters extends FilterParsers> {
  /** The sortable columns and the order when none is asked (the contract's list-sorting.ts); none for an unsorted list. */
  sorting?: ListSorting<Names> | undefined;
  filters?: Filters | undefined;
  /** Before page, sort and order where a screen shows two lists (ledger_page…); the filters keep their names. */
  prefix?: string | undefined;
}

/** The list's page (1 unless a whole number above 0), sort (known columns and directions only) and filters in `address`. */
export function readList<Names extends Columns, Filters extends FilterParsers>(address: URLSearchParams, { sorting, filters, prefix = '' }: ListAddress<Names, Filters>): ListParams<Names[number], Filters> {
  const page = Number(address.get(`${prefix}page`));
  const given = Object.fromEntries(Object.keys(filters ?? {}).map((name) => [name, address.get(name) ?? ''])) as FilterText<Filters>;
  // Every filter is given (as '' where the address has none), so every one has its value.
  const values = parseFilters(filters, given) as FilterValues<Filters>;
  const sort: ListSort<Names[number]> = sorting === undefined ? { sort: '', order: '' } : sortFromUrl(sorting, address, prefix);
  return { page: Number.isInteger(page) && page > 0 ? page : 1, ...sort, ...values };
}

/** The values of the filters given as text, each read by its parser; those not given are left out. */
export function parseFilters<Filters extends FilterParsers>(filters: Filters | undefined, given: FilterText<Filters>): Partial<FilterValues<Filters>> {
  const text: Partial<Record<string, string>> = given;
  return Object.fromEntries(
    Object.entries(filters ?? {}).flatMap(([name, parse]) => {
      const raw = text[name];
      return raw === undefined ? [] : [[name, parse(raw)]];
    }),
  ) as Partial<FilterValues<Filters>>;
}

/**
 * `address` with the list's part written anew: its page (page 1 left out), its filters in their declared order
 * and its sort (nothing where '' says none), after the rest of the address, which is kept as it is.
 */
export function writeList<Names extends Columns, Filters extends FilterParsers>(address: URLSearchParams, list: ListParams<Names[number], Filters>, { filters, prefix = '' }: ListAddress<Names, Filters>): URLSearchParams {
  const written = new URLSearchParams(address);
  const names = Object.keys(filters ?? {});
  for (const key of [`${prefix}page`, `${prefix}sort`, `${prefix}order`, ...names]) written.delete(key);
  if (list.page > 1) written.set(`${prefix}page`, String(list.page));
  for (const name of names) {
    const value = (list as Record<string, unknown>)[name];
    if (typeof value === 'string' && value !== '') written.set(name, value);
  }
  if (list.sort !== '') written.set(`${prefix}sort`, list.sort);
  if (list.order !== '') written.set(`${prefix}order`, list.order);
  return written;
}
