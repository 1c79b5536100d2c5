import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { adminCall } from '../../api/call';

export const CHANNELS_PER_PAGE = 20;

/** The USDT rates and withdrawal fees as stored. */
export const usdtRatesQuery = queryOptions({
  queryKey: ['adminUsdtRates'],
  queryFn: async () => (await adminCall('adminUsdtRates', {})).data,
});

/** One page of the deposit channels. */
export const payChannelsQuery = (page: number) =>
  queryOptions({
    queryKey: ['adminPayChannels', page],
    queryFn: async () => (await adminCall('adminPayChannels', { page, per_page: CHANNELS_PER_PAGE })).data,
    placeholderData: keepPreviousData,
  });

/** After a change: every page of channels is asked again. */
export function invalidatePayChannels(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ['adminPayChannels'] });
}
