import type { DAILY_REPORT_SORTING } from '@casino/contract/list-sorting';
import { beijingDay } from '@casino/contract/time';
import { queryOptions } from '@tanstack/react-query';
import { adminCall } from '../../api/call';
import { pageQuery } from '../../api/page-query';
import type { ListParams, SortName } from '../../shared/list-address';
import { day, text } from '../../shared/url-filters';

/** A month of days a page. */
export const REPORT_PAGE_SIZE = 31;

/** Today in Beijing, where the address names no day. */
const dayOrToday = (raw: string) => day(raw) || beijingDay(Date.now());

/** The report's Beijing days (both included; today by default, and always written once chosen) and its platform ('' for every one). */
export const REPORT_FILTERS = { from: dayOrToday, to: dayOrToday, platform: text };

export type ReportParams = ListParams<SortName<typeof DAILY_REPORT_SORTING>, typeof REPORT_FILTERS>;

/** One page of the daily report, newest day first unless sorted oldest first. */
export const dailyReportQuery = ({ page, from, to, platform, sort, order }: ReportParams) =>
  pageQuery('adminDailyReport', { page, from, to, ...(platform === '' ? {} : { platform }), sort, order }, { pageSize: REPORT_PAGE_SIZE });

/** 平台对账 of a Beijing day: each platform's day against its own report. */
export const platformReconcileQuery = (day: string) =>
  queryOptions({ queryKey: ['adminPlatformReconcile', day], queryFn: async () => (await adminCall('adminPlatformReconcile', { day })).data });

/** The platforms with bets in the last 30 days (code and name), for the platform filter. */
export const recentPlatformsQuery = queryOptions({
  queryKey: ['adminDashboard', '30d'],
  queryFn: async () => (await adminCall('adminDashboard', { range: '30d' })).data,
  select: (dashboard) => dashboard.platforms.map(({ platform, name }) => ({ platform, name })),
  staleTime: 300_000,
});

/** 支付对账 of a Beijing day: each gateway channel's orders asked at the gateway against what we credited ('' channel: every one). */
export const gatewayReconcileQuery = (day: string, channel: string) =>
  queryOptions({
    queryKey: ['adminGatewayReconcile', day, channel],
    queryFn: async () => (await adminCall('adminGatewayReconcile', { day, ...(channel === '' ? {} : { channel }) })).data,
  });
