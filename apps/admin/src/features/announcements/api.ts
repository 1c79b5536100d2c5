import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { adminCall } from '../../api/call';

export const ANNOUNCEMENTS_PER_PAGE = 20;

/** One page of the home's scrolling notices, in their order. */
export const announcementsQuery = (page: number) =>
  queryOptions({
    queryKey: ['adminAnnouncements', page],
    queryFn: async () => (await adminCall('adminAnnouncements', { page, per_page: ANNOUNCEMENTS_PER_PAGE })).data,
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
