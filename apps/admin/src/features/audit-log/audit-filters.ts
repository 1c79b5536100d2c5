import { AUDIT_LOG_SORTING } from '@casino/contract/list-sorting';
import { sortFromUrl, sortToUrl, type ListSort } from '../../shared/table-sort';

/** The audit log's page, filters and sort, as they live in the URL (so a reload or a shared link shows the same). */
export interface AuditFilters extends ListSort<(typeof AUDIT_LOG_SORTING.columns)[number]> {
  page: number;
  admin: string;
  action: string;
  /** Beijing days, YYYY-MM-DD, both included; '' for none. */
  from: string;
  to: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function filtersFromUrl(params: URLSearchParams): AuditFilters {
  const page = Number(params.get('page'));
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return DAY.test(value) ? value : '';
  };
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    admin: params.get('admin')?.trim() ?? '',
    action: params.get('action') ?? '',
    from: day('from'),
    to: day('to'),
    ...sortFromUrl(AUDIT_LOG_SORTING, params),
  };
}

/** The URL's query for the filters: only what is set, page 1 left out. */
export function filtersToUrl(filters: AuditFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.page > 1) params.set('page', String(filters.page));
  for (const key of ['admin', 'action', 'from', 'to'] as const) {
    if (filters[key] !== '') params.set(key, filters[key]);
  }
  return sortToUrl(filters, params);
}
