import type { APPLICATION_SORTING } from '@casino/contract/list-sorting';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminCall } from '../../api/call';
import type { ListSort } from '../../shared/table-sort';

const APPLICATIONS = ['adminApplications'] as const;

/** One page of the promotion applications waiting for review in their sort (oldest first when none); asked again every 15 s while the screen is open, the last page staying on screen while the next loads. */
export const pendingApplicationsQuery = ({ page, sort, order }: { page: number } & ListSort<(typeof APPLICATION_SORTING.columns)[number]>) =>
  queryOptions({
    queryKey: [...APPLICATIONS, { page, sort, order }],
    queryFn: async () => (await adminCall('adminApplications', { page, per_page: APPLICATIONS_PAGE_SIZE, sort, order })).data,
    refetchInterval: 15_000,
    placeholderData: keepPreviousData,
  });

/** Every page and sort of the list: what a review makes stale. */
export const allApplicationsQuery = { queryKey: APPLICATIONS };

export const APPLICATIONS_PAGE_SIZE = 20;
