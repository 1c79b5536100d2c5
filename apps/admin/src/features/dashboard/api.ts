import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { adminCall } from '../../api/call';

export type DashboardRange = 'today' | '7d' | '30d';

/** The dashboard's figures over the range; asked again every minute while the screen is open. */
export const dashboardQuery = (range: DashboardRange) =>
  queryOptions({
    queryKey: ['adminDashboard', range],
    queryFn: async () => (await adminCall('adminDashboard', { range })).data,
    refetchInterval: 60_000,
  });

/** Every range of the dashboard asked again (its queue counts changed). */
export function invalidateDashboard(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ['adminDashboard'] });
}
