import { useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import { pagedQueryOptions } from '../../../api/paged';
import { request } from '../../../api/request';

const applicationsRoot = ['promotions', 'applications'] as const;

/** activityApplyLog: the member's promotion applications, newest first, by page. */
export const applicationsQueryOptions = (token: string | null) => ({
  ...pagedQueryOptions([...applicationsRoot, token], async (page) => (await request('activityApplyLog', { page })).data),
  enabled: token !== null,
});

/** After an application: /applyList reads its rows again. */
export async function invalidateApplications(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: applicationsRoot });
}

export const useApplications = (token: string | null) => useInfiniteQuery(applicationsQueryOptions(token));
