import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminCall } from '../../api/call';
import type { ReportFilters } from './report-filters';

export const REPORT_PAGE_SIZE = 31;

/** One page of the daily report, newest day first unless sorted oldest first; the last page stays on screen while the next loads. */
export const dailyReportQuery = ({ page, from, to, platform, sort, order }: ReportFilters) =>
  queryOptions({
    queryKey: ['adminDailyReport', { page, from, to, platform, sort, order }],
    queryFn: async () => (await adminCall('adminDailyReport', { page, per_page: REPORT_PAGE_SIZE, from, to, ...(platform === '' ? {} : { platform }), sort, order })).data,
    placeholderData: keepPreviousData,
  });

/** The platforms with bets in the last 30 days, for the platform filter. */
export const recentPlatformsQuery = queryOptions({
  queryKey: ['adminDashboard', '30d'],
  queryFn: async () => (await adminCall('adminDashboard', { range: '30d' })).data,
  select: (dashboard) => dashboard.platforms.map((p) => p.platform),
  staleTime: 300_000,
});
