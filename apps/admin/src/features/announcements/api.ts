import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ANNOUNCEMENT_SORTING } from '@casino/contract/list-sorting';
import { adminCall } from '../../api/call';
import { pageQuery } from '../../api/page-query';
import type { ListParams, SortName } from '../../shared/list-address';

/** One page of the home's scrolling notices in their sort (their order when none). */
export const announcementsQuery = ({ page, sort, order }: ListParams<SortName<typeof ANNOUNCEMENT_SORTING>>) => pageQuery('adminAnnouncements', { page, sort, order });

/** After a change: every page of notices is asked again. */
export function invalidateAnnouncements(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ['adminAnnouncements'] });
}

/** The popup announcement as it is stored. */
export const popupQuery = queryOptions({
  queryKey: ['adminPopup'],
  queryFn: async () => (await adminCall('adminPopup', {})).data,
});
