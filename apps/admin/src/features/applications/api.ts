import type { APPLICATION_SORTING } from '@casino/contract/list-sorting';
import { pageQuery } from '../../api/page-query';
import type { ListParams, SortName } from '../../shared/list-address';

/** One page of the promotion applications waiting for review in their sort (oldest first when none); asked again every 15 s while the screen is open. */
export const pendingApplicationsQuery = ({ page, sort, order }: ListParams<SortName<typeof APPLICATION_SORTING>>) => ({
  ...pageQuery('adminApplications', { page, sort, order }),
  refetchInterval: 15_000,
});

/** Every page and sort of the list: what a review makes stale. */
export const allApplicationsQuery = { queryKey: ['adminApplications'] };
