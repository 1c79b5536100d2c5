import type { DataOf } from '@casino/contract/call';
import type { adminGames, adminPlatforms, adminSlotGames } from '@casino/contract/calls/games';
import { GAME_CATEGORY_IDS } from '@casino/contract/codes';
import type { GAME_SORTING, PLATFORM_SORTING, SLOT_GAME_SORTING } from '@casino/contract/list-sorting';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { adminCall } from '../../api/call';
import { pageQuery } from '../../api/page-query';
import type { ListParams, SortName } from '../../shared/list-address';
import { oneOf, text } from '../../shared/url-filters';

export type Platform = DataOf<typeof adminPlatforms>['data'][number];
export type Game = DataOf<typeof adminGames>['data'][number];
export type SlotGame = DataOf<typeof adminSlotGames>['data'][number];

/** The filters' choice of platforms: a site has a few dozen at most, the first 50 in their order. */
const PLATFORM_OPTIONS_MAX = 50;
/** Every list of the screen under one key: a platform's name shows in the others. */
const GAMES = 'adminGames';

/** The games tab's filters: a category of the players' home, a platform ('' for all). */
export const GAME_FILTERS = { category: oneOf(GAME_CATEGORY_IDS), platform: text };
/** The slot games tab's filter: a provider ('' for all). */
export const SLOT_GAME_FILTERS = { catecode: text };

/** One page of the platforms in their sort (their order when none), hidden ones included. */
export const platformsQuery = ({ page, sort, order }: ListParams<SortName<typeof PLATFORM_SORTING>>) => pageQuery('adminPlatforms', { page, sort, order }, { key: [GAMES, 'platforms'] });

/** The platforms the filters offer. */
export const platformOptionsQuery = queryOptions({
  queryKey: [GAMES, 'platform-options'],
  queryFn: async () => (await adminCall('adminPlatforms', { page: 1, per_page: PLATFORM_OPTIONS_MAX })).data.data,
});

/** One page of the home's games, of the filters' category and platform, in their sort. */
export const gamesQuery = ({ category, platform, page, sort, order }: ListParams<SortName<typeof GAME_SORTING>, typeof GAME_FILTERS>) =>
  pageQuery('adminGames', { category, platform, page, sort, order }, { key: [GAMES, 'games'] });

/** One page of a provider's slot games (all providers' when none), in their sort. */
export const slotGamesQuery = ({ catecode, page, sort, order }: ListParams<SortName<typeof SLOT_GAME_SORTING>, typeof SLOT_GAME_FILTERS>) =>
  pageQuery('adminSlotGames', { catecode, page, sort, order }, { key: [GAMES, 'slots'] });

/** After a change: platforms, games and slot games are asked again. */
export function invalidateGames(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: [GAMES] });
}
