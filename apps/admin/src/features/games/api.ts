import type { DataOf } from '@casino/contract/call';
import type { adminGames, adminPlatforms, adminSlotGames } from '@casino/contract/calls/admin';
import type { GAME_SORTING, PLATFORM_SORTING, SLOT_GAME_SORTING } from '@casino/contract/list-sorting';
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { adminCall } from '../../api/call';
import type { ListSort } from '../../shared/table-sort';
import type { GameFilters } from './game-filters';

export type Platform = DataOf<typeof adminPlatforms>['data'][number];
export type Game = DataOf<typeof adminGames>['data'][number];
export type SlotGame = DataOf<typeof adminSlotGames>['data'][number];

export const GAMES_PER_PAGE = 20;
/** The filters' choice of platforms: a site has a few dozen at most, the first 50 in their order. */
const PLATFORM_OPTIONS_MAX = 50;

/** One page of the platforms in their sort (their order when none), hidden ones included. */
export const platformsQuery = ({ page, sort, order }: Pick<GameFilters, 'page'> & ListSort<(typeof PLATFORM_SORTING.columns)[number]>) =>
  queryOptions({
    queryKey: ['adminGames', 'platforms', { page, sort, order }],
    queryFn: async () => (await adminCall('adminPlatforms', { page, per_page: GAMES_PER_PAGE, sort, order })).data,
    placeholderData: keepPreviousData,
  });

/** The platforms the filters offer. */
export const platformOptionsQuery = queryOptions({
  queryKey: ['adminGames', 'platform-options'],
  queryFn: async () => (await adminCall('adminPlatforms', { page: 1, per_page: PLATFORM_OPTIONS_MAX })).data.data,
});

/** One page of the home's games, of the filters' category and platform, in their sort. */
export const gamesQuery = ({ category, platform, page, sort, order }: Pick<GameFilters, 'category' | 'platform' | 'page'> & ListSort<(typeof GAME_SORTING.columns)[number]>) =>
  queryOptions({
    queryKey: ['adminGames', 'games', { category, platform, page, sort, order }],
    queryFn: async () => (await adminCall('adminGames', { category, platform, page, per_page: GAMES_PER_PAGE, sort, order })).data,
    placeholderData: keepPreviousData,
  });

/** One page of a provider's slot games (all providers' when none), in their sort. */
export const slotGamesQuery = ({ catecode, page, sort, order }: Pick<GameFilters, 'catecode' | 'page'> & ListSort<(typeof SLOT_GAME_SORTING.columns)[number]>) =>
  queryOptions({
    queryKey: ['adminGames', 'slots', { catecode, page, sort, order }],
    queryFn: async () => (await adminCall('adminSlotGames', { catecode, page, per_page: GAMES_PER_PAGE, sort, order })).data,
    placeholderData: keepPreviousData,
  });

/** After a change: platforms, games and slot games are asked again (a platform's name shows in the others). */
export function invalidateGames(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ['adminGames'] });
}
