import { GAME_CATEGORY_IDS, type GameCategory } from '@casino/contract/codes';

export const GAME_TABS = ['platforms', 'games', 'slots'] as const;
export type GameTab = (typeof GAME_TABS)[number];

/** The 游戏管理 screen as it lives in the URL: its tab, the filters of that tab and the page. */
export interface GameFilters {
  tab: GameTab;
  category: GameCategory | '';
  platform: string;
  catecode: string;
  page: number;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined => (values as readonly (string | null)[]).includes(value) ? (value as T) : undefined;

export function filtersFromUrl(params: URLSearchParams): GameFilters {
  const page = Number(params.get('page'));
  return {
    tab: oneOf(GAME_TABS, params.get('tab')) ?? 'platforms',
    category: oneOf(GAME_CATEGORY_IDS, params.get('category')) ?? '',
    platform: params.get('platform')?.trim() ?? '',
    catecode: params.get('catecode')?.trim() ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** Only what is set: the first tab and page 1 left out. */
export function filtersToUrl(filters: GameFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.tab !== 'platforms') params.set('tab', filters.tab);
  for (const key of ['category', 'platform', 'catecode'] as const) {
    if (filters[key] !== '') params.set(key, filters[key]);
  }
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}
