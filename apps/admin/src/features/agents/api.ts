import { queryOptions } from '@tanstack/react-query';
import { adminCall } from '../../api/call';

/** The agent applications waiting for review, oldest first; asked again every 15 s while the screen is open. */
export const pendingAgentsQuery = queryOptions({
  queryKey: ['adminAgents'],
  queryFn: async () => (await adminCall('adminAgents', {})).data,
  refetchInterval: 15_000,
});
