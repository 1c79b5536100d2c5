import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { adminCall } from '../../api/call';

export const PROMOTIONS_PER_PAGE = 20;

/** One page of promotions, of one type (0: all), hidden ones included. */
export const promotionsQuery = (type: number, page: number) =>
  queryOptions({
    queryKey: ['adminPromotions', type, page],
    queryFn: async () => (await adminCall('adminPromotions', { type, page, per_page: PROMOTIONS_PER_PAGE })).data,
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
