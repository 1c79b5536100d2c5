import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { PROMOTION_SORTING } from '@casino/contract/list-sorting';
import { adminCall } from '../../api/call';
import type { ListSort } from '../../shared/table-sort';

export const PROMOTIONS_PER_PAGE = 20;

/** One page of promotions, of one type (0: all), in their sort (their order when none), hidden ones included. */
export const promotionsQuery = ({ type, page, sort, order }: { type: number; page: number } & ListSort<(typeof PROMOTION_SORTING.columns)[number]>) =>
  queryOptions({
    queryKey: ['adminPromotions', { type, page, sort, order }],
    queryFn: async () => (await adminCall('adminPromotions', { type, page, per_page: PROMOTIONS_PER_PAGE, sort, order })).data,
    placeholderData: keepPreviousData,
  });

export function invalidatePromotions(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ['adminPromotions'] });
}

/** The promotion types (the tabs of the players' /discount). */
export const promotionTypesQuery = queryOptions({
  queryKey: ['adminPromotionTypes'],
  queryFn: async () => (await adminCall('adminPromotionTypes', {})).data,
});
