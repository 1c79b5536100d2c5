import type { SortDirection } from '@casino/contract/list-sorting';
import type { Page } from '@casino/contract/wire';
import type { SelectQueryBuilder } from 'kysely';

const PAGE_SIZE_MAX = 50;

/** A valid page size: the asked one within 1..50, else the default. */
export function pageSize(asked: unknown, fallback: number): number {
  const size = Number(asked);
  return Number.isInteger(size) && size >= 1 && size <= PAGE_SIZE_MAX ? size : fallback;
}

/** Which page of a list, and how many rows a page holds. */
export interface PageRequest {
  page: number;
  perPage: number;
}

/** A page of a sorted list as a call asks for it; the page size is checked by `pageSize`. */
export interface SortedPageRequest<Column extends string> {
  page: number;
  perPage?: number | undefined;
  sort?: Column | undefined;
  order?: SortDirection | undefined;
}

/** The rows of a list, before the page is cut out of them. */
interface OrderedRows<Row> {
  limit(limit: number): { offset(offset: number): { execute(): Promise<Row[]> } };
}

/**
 * One page of a list, answered as the Laravel paginator clients of this API read. `filtered` is the
 * list's query with its joins and conditions and nothing selected: it is counted as it is, and
 * `rows` adds the columns and the order of the page.
 */
export async function paginate<DB, TB extends keyof DB, O, Row, Item>(
  filtered: SelectQueryBuilder<DB, TB, O>,
  rows: (filtered: SelectQueryBuilder<DB, TB, O>) => OrderedRows<Row>,
  { page, perPage }: PageRequest,
  toItem: (row: Row) => Item,
): Promise<Page<Item>> {
  const [counted, found] = await Promise.all([
    filtered
      .select((eb) => eb.fn.countAll().as('total'))
      // The selection's type cannot be worked out for a generic table; it is one count, a string on PostgreSQL.
      .$castTo<{ total: number | string | bigint }>()
      .executeTakeFirstOrThrow(),
    rows(filtered)
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
  ]);
  return toPage(found.map(toItem), Number(counted.total), page, perPage);
}

/** A page of a list of `total` items, of which `items` were cut out. */
export function toPage<T>(items: T[], total: number, page: number, perPage: number): Page<T> {
  const from = items.length > 0 ? (page - 1) * perPage + 1 : null;
  return {
    current_page: page,
    data: items,
    from,
    to: from === null ? null : from + items.length - 1,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    total,
  };
}
