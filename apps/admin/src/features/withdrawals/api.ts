import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { adminCall } from '../../api/call';
import { oneOf, queueRequest, type QueueFilters } from '../../shared/queue-filters';

export const WITHDRAWAL_STATES = ['pending', 'awaiting_second', 'approved', 'refused'] as const;
const KINDS = ['bank', 'usdt'] as const;

/** One page of the withdrawals within the filters (pending, oldest first, by default); asked again every 15 s while the screen is open. */
export const withdrawalQueueQuery = (filters: QueueFilters) => {
  const request = { ...queueRequest(filters), state: oneOf(WITHDRAWAL_STATES, filters.state), kind: oneOf(KINDS, filters.kind) };
  return queryOptions({
    queryKey: ['adminWithdrawals', request],
    queryFn: async () => (await adminCall('adminWithdrawals', request)).data,
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  });
};

/** After a review: every page of the queue is asked again. */
export function invalidateWithdrawalQueue(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ['adminWithdrawals'] });
}

/** The member's turnover, earlier withdrawals and the account paid to, read when a withdrawal's row is opened. */
export const withdrawalActivityQuery = (id: number) =>
  queryOptions({
    queryKey: ['adminWithdrawalActivity', id],
    queryFn: async () => (await adminCall('adminWithdrawalActivity', { id })).data,
  });
