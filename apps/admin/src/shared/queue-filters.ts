import { QUEUE_SORTING } from '@casino/contract/list-sorting';
import type { ListSorting } from '@casino/contract/list-sorting';
import { sortFromUrl, type ListSort } from './table-sort';

/**
 * A review queue's page, filters and order as they live in the URL, so a reload or a shared link shows the
 * same rows. `kind` is the deposit channel type or the withdrawal kind (bank, usdt); amounts are yuan text.
 */
export interface QueueFilters {
  page: number;
  state: string;
  from: string;
  to: string;
  username: string;
  kind: string;
  min: string;
  max: string;
  sort: ListSort<(typeof QUEUE_SORTING.columns)[number]>['sort'];
  order: ListSort<string>['order'];
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TEXT_KEYS = ['state', 'from', 'to', 'username', 'kind', 'min', 'max', 'sort', 'order'] as const;

export function queueFiltersFromUrl(params: URLSearchParams, states: readonly string[]): QueueFilters {
  const page = Number(params.get('page'));
  const value = (name: string) => params.get(name)?.trim() ?? '';
  const day = (name: string) => (DAY.test(value(name)) ? value(name) : '');
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    state: states.includes(value('state')) ? value('state') : '',
    from: day('from'),
    to: day('to'),
    username: value('username'),
    kind: value('kind'),
    min: value('min'),
    max: value('max'),
    ...sortFromUrl(QUEUE_SORTING, params),
  };
}

/** Only what is set; page 1 left out. */
export function queueFiltersToUrl(filters: QueueFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.page > 1) params.set('page', String(filters.page));
  for (const key of TEXT_KEYS) {
    if (filters[key] !== '') params.set(key, filters[key]);
  }
  return params;
}

export const QUEUE_PAGE_SIZE = 20;

/** One of the values a filter takes, or '' (none) for anything else. */
export const oneOf = <T extends string>(values: readonly T[], value: string): T | '' => values.find((known) => known === value) ?? '';

/** The filters both queue calls take ('' sends nothing for that filter); each queue adds its state and channel or kind. */
export function queueRequest({ page, from, to, username, min, max, sort, order }: QueueFilters) {
  return { page, per_page: QUEUE_PAGE_SIZE, from, to, username, min, max, sort, order };
}

/** The queues' order when none is asked: pending rows oldest first (the order they are worked in), others newest first. */
export function queueSortFallback(pendingView: boolean): ListSorting<typeof QUEUE_SORTING.columns>['fallback'] {
  return { sort: 'time', order: pendingView ? 'asc' : 'desc' };
}
