import { PAY_RANGE_TYPES } from '@casino/contract/codes';
import type { PAY_CHANNEL_SORTING, RECEIVING_ACCOUNT_SORTING } from '@casino/contract/list-sorting';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { adminCall } from '../../api/call';
import { pageQuery } from '../../api/page-query';
import type { ListParams, SortName } from '../../shared/list-address';
import type { ListSort } from '../../shared/table-sort';
import { oneOf } from '../../shared/url-filters';

/** The USDT rates and withdrawal fees as stored. */
export const usdtRatesQuery = queryOptions({
  queryKey: ['adminUsdtRates'],
  queryFn: async () => (await adminCall('adminUsdtRates', {})).data,
});

/** One page of the deposit channels in their sort (the players' order when none). */
export const payChannelsQuery = ({ page, sort = '', order = '' }: { page: number } & Partial<ListSort<SortName<typeof PAY_CHANNEL_SORTING>>>) =>
  pageQuery('adminPayChannels', { page, sort, order });

/** After a change: every page of channels is asked again. */
export function invalidatePayChannels(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ['adminPayChannels'] });
}

/** The receiving accounts' channel filter (?channel=bank), beside their page and sort (accounts_page…). */
export const ACCOUNT_FILTERS = { channel: oneOf(PAY_RANGE_TYPES) };

/** One page of the receiving accounts, of one channel or (none) all, disabled ones included, in their sort (the players' order when none). */
export const receivingAccountsQuery = ({ channel, page, sort, order }: ListParams<SortName<typeof RECEIVING_ACCOUNT_SORTING>, typeof ACCOUNT_FILTERS>) =>
  pageQuery('adminReceivingAccounts', { ...(channel === '' ? {} : { channel }), page, sort, order }, { key: ['adminReceivingAccounts', channel] });

/** After a change: every page of every channel's accounts is asked again. */
export function invalidateReceivingAccounts(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ['adminReceivingAccounts'] });
}
