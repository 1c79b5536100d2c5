import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { adminCall } from '../../api/call';

export const BANNERS_PER_PAGE = 20;

/** One page of the home's banners, in their order, hidden ones included. */
export const bannersQuery = (page: number) =>
  queryOptions({
    queryKey: ['adminBanners', page],
    queryFn: async () => (await adminCall('adminBanners', { page, per_page: BANNERS_PER_PAGE })).data,
    placeholderData: keepPreviousData,
  });

/** After a change: every page of banners is asked again. */
export function invalidateBanners(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ['adminBanners'] });
}
