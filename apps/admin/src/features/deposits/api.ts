import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { adminCall } from '../../api/call';
import { oneOf, queueRequest, type QueueFilters } from '../../shared/queue-filters';

export const DEPOSIT_STATES = ['pending', 'approved', 'refused'] as const;

/** One page of the deposit orders within the filters (pending, oldest first, by default); asked again every 15 s while the screen is open. */
export const depositQueueQuery = (filters: QueueFilters) => {
  const request = { ...queueRequest(filters), state: oneOf(DEPOSIT_STATES, filters.state), channel: filters.kind };
  return queryOptions({
    queryKey: ['adminDeposits', request],
    queryFn: async () => (await adminCall('adminDeposits', request)).data,
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  });
};

/** After a review: every page of the queue is asked again. */
export function invalidateDepositQueue(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ['adminDeposits'] });
}

/** The member's earlier deposits beside one order, read when its row is opened. */
export const depositActivityQuery = (order: string) =>
  queryOptions({
    queryKey: ['adminDepositActivity', order],
    queryFn: async () => (await adminCall('adminDepositActivity', { out_trade_no: order })).data,
  });
