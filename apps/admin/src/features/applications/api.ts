import { queryOptions } from '@tanstack/react-query';
import { adminCall } from '../../api/call';

/** The promotion applications waiting for review, oldest first; asked again every 15 s while the screen is open. */
export const pendingApplicationsQuery = queryOptions({
  queryKey: ['adminApplications'],
  queryFn: async () => (await adminCall('adminApplications', {})).data,
  refetchInterval: 15_000,
});
