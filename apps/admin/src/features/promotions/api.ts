import type { PROMOTION_SORTING } from '@casino/contract/list-sorting';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { adminCall } from '../../api/call';
import { pageQuery } from '../../api/page-query';
import type { ListParams, SortName } from '../../shared/list-address';

/** The list's type filter (?type=2): a promotion type's id, or '' (0 to the call) for every type. */
export const PROMOTION_FILTERS = {
  type: (raw: string) => {
    const type = Number(raw);
    return Number.isInteger(type) && type > 0 ? String(type) : '';
  },
};

/** One page of promotions, of one type (every type when none), in their sort (their order when none), hidden ones included. */
export const promotionsQuery = ({ type, page, sort, order }: ListParams<SortName<typeof PROMOTION_SORTING>, typeof PROMOTION_FILTERS>) =>
  pageQuery('adminPromotions', { type: Number(type) || 0, page, sort, order });

export function invalidatePromotions(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ['adminPromotions'] });
}

/** The promotion types (the tabs of the players' /discount). */
export const promotionTypesQuery = queryOptions({
  queryKey: ['adminPromotionTypes'],
  queryFn: async () => (await adminCall('adminPromotionTypes', {})).data,
});
