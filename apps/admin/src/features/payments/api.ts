import type { PayRangeType } from '@casino/contract/codes';
import type { PAY_CHANNEL_SORTING, RECEIVING_ACCOUNT_SORTING } from '@casino/contract/list-sorting';
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { adminCall } from '../../api/call';
import type { ListSort } from '../../shared/table-sort';

export const CHANNELS_PER_PAGE = 20;

/** The USDT rates and withdrawal fees as stored. */
export const usdtRatesQuery = queryOptions({
  queryKey: ['adminUsdtRates'],
  queryFn: async () => (await adminCall('adminUsdtRates', {})).data,
});

/** One page of the deposit channels in their sort (the players' order when none). */
export const payChannelsQuery = ({ page, sort = '', order = '' }: { page: number } & Partial<ListSort<(typeof PAY_CHANNEL_SORTING.columns)[number]>>) =>
  queryOptions({
    queryKey: ['adminPayChannels', { page, sort, order }],
    queryFn: async () => (await adminCall('adminPayChannels', { page, per_page: CHANNELS_PER_PAGE, sort, order })).data,
    placeholderData: keepPreviousData,
  });

/** After a change: every page of channels is asked again. */
export function invalidatePayChannels(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ['adminPayChannels'] });
}

export const ACCOUNTS_PER_PAGE = 20;

/** One page of the receiving accounts, of one channel or (undefined) all, disabled ones included, in their sort (the players' order when none). */
export const receivingAccountsQuery = (channel: PayRangeType | undefined, { page, sort, order }: { page: number } & ListSort<(typeof RECEIVING_ACCOUNT_SORTING.columns)[number]>) =>
  queryOptions({
    queryKey: ['adminReceivingAccounts', channel ?? '', { page, sort, order }],
    queryFn: async () => (await adminCall('adminReceivingAccounts', { ...(channel === undefined ? {} : { channel }), page, per_page: ACCOUNTS_PER_PAGE, sort, order })).data,
    placeholderData: keepPreviousData,
  });

/** After a change: every page of every channel's accounts is asked again. */
export function invalidateReceivingAccounts(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ['adminReceivingAccounts'] });
}
