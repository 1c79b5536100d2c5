import type { VIP_TIER_SORTING } from '@casino/contract/list-sorting';
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { adminCall } from '../../api/call';
import type { ListSort } from '../../shared/table-sort';

export const VIP_TIERS_PER_PAGE = 20;

/** One page of the VIP tiers in their sort (by level when none), with their member counts. */
export const vipTiersQuery = ({ page, sort, order }: { page: number } & ListSort<(typeof VIP_TIER_SORTING.columns)[number]>) =>
  queryOptions({
    queryKey: ['adminVipTiers', { page, sort, order }],
    queryFn: async () => (await adminCall('adminVipTiers', { page, per_page: VIP_TIERS_PER_PAGE, sort, order })).data,
    placeholderData: keepPreviousData,
  });

/** After a change: every page of tiers is asked again. */
export function invalidateVipTiers(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ['adminVipTiers'] });
}
