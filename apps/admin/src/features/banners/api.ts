import type { QueryClient } from '@tanstack/react-query';
import type { BANNER_SORTING } from '@casino/contract/list-sorting';
import { pageQuery } from '../../api/page-query';
import type { ListParams, SortName } from '../../shared/list-address';

/** One page of the home's banners in their sort (their order when none), hidden ones included. */
export const bannersQuery = ({ page, sort, order }: ListParams<SortName<typeof BANNER_SORTING>>) => pageQuery('adminBanners', { page, sort, order });

/** After a change: every page of banners is asked again. */
export function invalidateBanners(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ['adminBanners'] });
}
