import type { APPLICATION_SORTING } from '@casino/contract/list-sorting';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminCall } from '../../api/call';
import type { ListSort } from '../../shared/table-sort';

const APPLICATIONS = ['adminApplications'] as const;

/** The promotion applications waiting for review in their sort (oldest first when none); asked again every 15 s while the screen is open. */
export const pendingApplicationsQuery = ({ sort, order }: ListSort<(typeof APPLICATION_SORTING.columns)[number]>) =>
  queryOptions({
    queryKey: [...APPLICATIONS, { sort, order }],
    queryFn: async () => (await adminCall('adminApplications', { sort, order })).data,
    refetchInterval: 15_000,
    placeholderData: keepPreviousData,
  });

/** Every sort of the list: what a review makes stale. */
export const allApplicationsQuery = { queryKey: APPLICATIONS };
