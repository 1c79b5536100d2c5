import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ANNOUNCEMENT_SORTING } from '@casino/contract/list-sorting';
import { adminCall } from '../../api/call';
import type { ListSort } from '../../shared/table-sort';

export const ANNOUNCEMENTS_PER_PAGE = 20;

/** One page of the home's scrolling notices in their sort (their order when none). */
export const announcementsQuery = ({ page, sort, order }: { page: number } & ListSort<(typeof ANNOUNCEMENT_SORTING.columns)[number]>) =>
  queryOptions({
    queryKey: ['adminAnnouncements', { page, sort, order }],
    queryFn: async () => (await adminCall('adminAnnouncements', { page, per_page: ANNOUNCEMENTS_PER_PAGE, sort, order })).data,
    placeholderData: keepPreviousData,
  });

/** After a change: every page of notices is asked again. */
export function invalidateAnnouncements(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ['adminAnnouncements'] });
}

/** The popup announcement as it is stored. */
export const popupQuery = queryOptions({
  queryKey: ['adminPopup'],
  queryFn: async () => (await adminCall('adminPopup', {})).data,
});
