import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../api/request';

/** homenotice: the announcements, plain strings. */
export const announcementsQueryOptions = () =>
  queryOptions({ queryKey: ['inbox', 'announcements'], queryFn: async () => (await request('homenotice', {})).data, staleTime: 60_000 });

export const useAnnouncements = () => useQuery(announcementsQueryOptions());
