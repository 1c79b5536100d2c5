import type { VIP_TIER_SORTING } from '@casino/contract/list-sorting';
import type { QueryClient } from '@tanstack/react-query';
import { pageQuery } from '../../api/page-query';
import type { ListParams, SortName } from '../../shared/list-address';

/** One page of the VIP tiers in their sort (by level when none), with their member counts. */
export const vipTiersQuery = ({ page, sort, order }: ListParams<SortName<typeof VIP_TIER_SORTING>>) => pageQuery('adminVipTiers', { page, sort, order });

/** After a change: every page of tiers is asked again. */
export function invalidateVipTiers(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ['adminVipTiers'] });
}
