import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { adminCall } from '../../api/call';
import { pageQuery } from '../../api/page-query';
import { downloadCsv } from '../../shared/download-csv';
import type { ListParams } from '../../shared/list-address';
import { queueFilters, queueRequest, type QueueParams } from '../../shared/queue-list';
import { oneOf } from '../../shared/url-filters';

/** The withdrawal queue's filters; awaiting_second lists the large withdrawals with a first approval, `kind` is bank or usdt. */
export const WITHDRAWAL_FILTERS = queueFilters(['pending', 'awaiting_second', 'approved', 'refused'], oneOf(['bank', 'usdt']));

/** One page of the withdrawals within the filters (pending, oldest first, by default) (refreshed when the live alerts hear the queue change). */
export const withdrawalQueueQuery = (params: QueueParams<typeof WITHDRAWAL_FILTERS>) => pageQuery('adminWithdrawals', { ...queueRequest(params), state: params.state, kind: params.kind });

/** The withdrawals within the screen's filters and order as a CSV file (adminWithdrawalsCsv: every row, not a page). */
export function downloadWithdrawalsCsv(params: QueueParams<typeof WITHDRAWAL_FILTERS>): Promise<void> {
  const { page: _page, ...filters } = queueRequest(params);
  return downloadCsv('adminWithdrawalsCsv', { ...filters, state: params.state, kind: params.kind }, 'withdrawals.csv');
}

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

/** The payouts list's filters in the address: open (sending, unknown, processing), paid or failed, and one withdrawal's id. */
export const PAYOUT_FILTERS = { state: oneOf(['open', 'paid', 'failed']), withdrawal: (raw: string) => (/^[1-9]\d{0,9}$/.test(raw.trim()) ? raw.trim() : '') };

/** One page of the payouts through gateways, newest first, each with its history. */
export const payoutsQuery = ({ page, state, withdrawal }: ListParams<never, typeof PAYOUT_FILTERS>) =>
  pageQuery('adminWithdrawalPayouts', { page, state, ...(withdrawal === '' ? {} : { withdrawal: Number(withdrawal) }) });

/** After a payout or its failure settled: the payouts and the queue are asked again. */
export function invalidatePayouts(queryClient: QueryClient): Promise<void> {
  return Promise.all([queryClient.invalidateQueries({ queryKey: ['adminWithdrawalPayouts'] }), invalidateWithdrawalQueue(queryClient)]).then(() => undefined);
}
