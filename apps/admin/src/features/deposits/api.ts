import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { adminCall } from '../../api/call';
import { pageQuery } from '../../api/page-query';
import { downloadCsv } from '../../shared/download-csv';
import { queueFilters, queueRequest, type QueueParams } from '../../shared/queue-list';
import { text } from '../../shared/url-filters';

/** The deposit queue's filters; its `kind` is the channel type, sent as typed. */
export const DEPOSIT_FILTERS = queueFilters(['pending', 'approved', 'refused'], text);

/** One page of the deposit orders within the filters (pending, oldest first, by default) (refreshed when the live alerts hear the queue change). */
export const depositQueueQuery = (params: QueueParams<typeof DEPOSIT_FILTERS>) => pageQuery('adminDeposits', { ...queueRequest(params), state: params.state, channel: params.kind });

/** The orders within the screen's filters and order as a CSV file (adminDepositsCsv: every row, not a page). */
export function downloadDepositsCsv(params: QueueParams<typeof DEPOSIT_FILTERS>): Promise<void> {
  const { page: _page, ...filters } = queueRequest(params);
  return downloadCsv('adminDepositsCsv', { ...filters, state: params.state, channel: params.kind }, 'deposits.csv');
}

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
