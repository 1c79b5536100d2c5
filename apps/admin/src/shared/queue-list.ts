import type { ListSorting, QUEUE_SORTING } from '@casino/contract/list-sorting';
import type { ListParams, SortName } from './list-address';
import { day, oneOf, text } from './url-filters';

/**
 * A review queue's filters in the address: its state, Beijing days, member, the deposit channel or withdrawal
 * kind (`kind`), and an amount range in yuan as typed.
 */
export const queueFilters = <const State extends string, Kind extends string>(states: readonly State[], kind: (raw: string) => Kind) => ({
  state: oneOf(states),
  from: day,
  to: day,
  username: text,
  kind,
  min: text,
  max: text,
});

type QueueFilters = ReturnType<typeof queueFilters<string, string>>;

/** A queue's page, sort and filters (of `Filters`, the queue's own). */
export type QueueParams<Filters extends QueueFilters = QueueFilters> = ListParams<SortName<typeof QUEUE_SORTING>, Filters>;

/** The filters both queue calls take ('' sends nothing for that filter); each queue adds its state and channel or kind. */
export function queueRequest({ page, from, to, username, min, max, sort, order }: QueueParams) {
  return { page, from, to, username, min, max, sort, order };
}

/** The queues' order when none is asked: pending rows oldest first (the order they are worked in), others newest first. */
export function queueSortFallback(pendingView: boolean): ListSorting<typeof QUEUE_SORTING.columns>['fallback'] {
  return { sort: 'time', order: pendingView ? 'asc' : 'desc' };
}
