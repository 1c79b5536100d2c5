import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { adminCall } from '../../api/call';

export const VIP_TIERS_PER_PAGE = 20;

/** One page of the VIP tiers in order, with their member counts. */
export const vipTiersQuery = (page: number) =>
  queryOptions({
    queryKey: ['adminVipTiers', page],
    queryFn: async () => (await adminCall('adminVipTiers', { page, per_page: VIP_TIERS_PER_PAGE })).data,
    placeholderData: keepPreviousData,
  });

/** After a change: every page of tiers is asked again. */
export function invalidateVipTiers(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ['adminVipTiers'] });
}
