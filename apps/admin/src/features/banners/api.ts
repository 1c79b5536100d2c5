import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { BANNER_SORTING } from '@casino/contract/list-sorting';
import { adminCall } from '../../api/call';
import type { ListSort } from '../../shared/table-sort';

export const BANNERS_PER_PAGE = 20;

/** One page of the home's banners in their sort (their order when none), hidden ones included. */
export const bannersQuery = ({ page, sort, order }: { page: number } & ListSort<(typeof BANNER_SORTING.columns)[number]>) =>
  queryOptions({
    queryKey: ['adminBanners', { page, sort, order }],
    queryFn: async () => (await adminCall('adminBanners', { page, per_page: BANNERS_PER_PAGE, sort, order })).data,
    placeholderData: keepPreviousData,
  });

/** After a change: every page of banners is asked again. */
export function invalidateBanners(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ['adminBanners'] });
}
