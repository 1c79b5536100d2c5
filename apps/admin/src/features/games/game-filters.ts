import { GAME_CATEGORY_IDS, type GameCategory } from '@casino/contract/codes';
import { GAME_SORTING, PLATFORM_SORTING, SLOT_GAME_SORTING, type ListSorting } from '@casino/contract/list-sorting';
import { sortFromUrl, sortToUrl, type ListSort } from '../../shared/table-sort';

export const GAME_TABS = ['platforms', 'games', 'slots'] as const;
export type GameTab = (typeof GAME_TABS)[number];

type Columns = readonly [string, ...string[]];

/** Each tab's list sorts by its own columns; only the shown tab is in the URL, so one sort and order serve all three. */
const TAB_SORTING: Record<GameTab, ListSorting<Columns>> = { platforms: PLATFORM_SORTING, games: GAME_SORTING, slots: SLOT_GAME_SORTING };

/** The 游戏管理 screen as it lives in the URL: its tab, the filters of that tab, the page and the tab's sort. */
export interface GameFilters extends ListSort<string> {
  tab: GameTab;
  category: GameCategory | '';
  platform: string;
  catecode: string;
  page: number;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined => (values as readonly (string | null)[]).includes(value) ? (value as T) : undefined;

export function filtersFromUrl(params: URLSearchParams): GameFilters {
  const page = Number(params.get('page'));
  const tab = oneOf(GAME_TABS, params.get('tab')) ?? 'platforms';
  return {
    tab,
    category: oneOf(GAME_CATEGORY_IDS, params.get('category')) ?? '',
    platform: params.get('platform')?.trim() ?? '',
    catecode: params.get('catecode')?.trim() ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    ...sortFromUrl(TAB_SORTING[tab], params),
  };
}

/** Only what is set: the first tab, page 1 and the list's own order left out. */
export function filtersToUrl(filters: GameFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.tab !== 'platforms') params.set('tab', filters.tab);
  for (const key of ['category', 'platform', 'catecode'] as const) {
    if (filters[key] !== '') params.set(key, filters[key]);
  }
  if (filters.page > 1) params.set('page', String(filters.page));
  return sortToUrl(filters, params);
}

/** The filters' sort as the tab of `sorting` reads it: its own columns only. */
export function tabSort<const Names extends Columns>(sorting: ListSorting<Names>, filters: GameFilters): ListSort<Names[number]> {
  return { sort: sorting.columns.find((column) => column === filters.sort) ?? '', order: filters.order };
}
