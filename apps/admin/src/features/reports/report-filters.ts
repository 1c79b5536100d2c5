import { DAILY_REPORT_SORTING } from '@casino/contract/list-sorting';
import { beijingDay } from '@casino/contract/time';
import { sortFromUrl, sortToUrl, type ListSort } from '../../shared/table-sort';

/** The report's page, filters and sort, as they live in the URL; days default to today in Beijing. */
export interface ReportFilters extends ListSort<(typeof DAILY_REPORT_SORTING.columns)[number]> {
  page: number;
  /** Beijing days, YYYY-MM-DD, both included. */
  from: string;
  to: string;
  /** '' for every platform. */
  platform: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function filtersFromUrl(params: URLSearchParams, now = Date.now()): ReportFilters {
  const page = Number(params.get('page'));
  const today = beijingDay(now);
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return DAY.test(value) ? value : today;
  };
  return { page: Number.isInteger(page) && page > 0 ? page : 1, from: day('from'), to: day('to'), platform: params.get('platform')?.trim() ?? '', ...sortFromUrl(DAILY_REPORT_SORTING, params) };
}

/** The URL's query for the filters and sort: page 1, no platform and the report's own order left out. */
export function filtersToUrl(filters: ReportFilters): URLSearchParams {
  const params = new URLSearchParams({ from: filters.from, to: filters.to });
  if (filters.platform !== '') params.set('platform', filters.platform);
  if (filters.page > 1) params.set('page', String(filters.page));
  return sortToUrl(filters, params);
}
