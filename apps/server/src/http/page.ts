import type { Page } from '@casino/contract/wire';

export const PAGE_SIZE_MAX = 50;

/** A valid page size: the asked one within 1..50, else the default. */
export function pageSize(asked: unknown, fallback: number): number {
  const size = Number(asked);
  return Number.isInteger(size) && size >= 1 && size <= PAGE_SIZE_MAX ? size : fallback;
}

/** The Laravel paginator shape clients of this API read. */
export function toPage<T>(rows: T[], total: number, page: number, perPage: number): Page<T> {
  const from = rows.length > 0 ? (page - 1) * perPage + 1 : null;
  return {
    current_page: page,
    data: rows,
    from,
    to: from === null ? null : from + rows.length - 1,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    total,
  };
}
