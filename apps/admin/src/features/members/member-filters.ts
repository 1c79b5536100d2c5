import { MEMBER_SORTING } from '@casino/contract/list-sorting';
import { sortFromUrl, sortToUrl, type ListSort } from '../../shared/table-sort';

/** The member search and its sort as they live in the URL (a reload or a shared link shows the same). */
export interface MemberFilters extends ListSort<(typeof MEMBER_SORTING.columns)[number]> {
  page: number;
  q: string;
  state: '' | 'normal' | 'blocked' | 'disabled';
}

const STATES = ['normal', 'blocked', 'disabled'] as const;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' => (values as readonly (string | null)[]).includes(value) ? (value as T) : '';

export function filtersFromUrl(params: URLSearchParams): MemberFilters {
  const page = Number(params.get('page'));
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    q: params.get('q')?.trim() ?? '',
    state: oneOf(STATES, params.get('state')),
    ...sortFromUrl(MEMBER_SORTING, params),
  };
}

/** Only what is set; page 1 left out. */
export function filtersToUrl(filters: MemberFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.page > 1) params.set('page', String(filters.page));
  for (const key of ['q', 'state'] as const) {
    if (filters[key] !== '') params.set(key, filters[key]);
  }
  return sortToUrl(filters, params);
}
