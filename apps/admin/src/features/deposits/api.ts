import { queryOptions } from '@tanstack/react-query';
import { adminCall } from '../../api/call';

/** The deposits waiting for review, oldest first; asked again every 15 s while the screen is open. */
export const pendingDepositsQuery = queryOptions({
  queryKey: ['adminDeposits'],
  queryFn: async () => (await adminCall('adminDeposits', {})).data,
  refetchInterval: 15_000,
});
