import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { callApi } from '../client';

const RECENT_GAMES_ROOT = 'recent-games';

/** The member's 最近玩过 (recentGames), newest first. */
export const recentGamesQueryOptions = (token: string) =>
  queryOptions({ queryKey: [RECENT_GAMES_ROOT, token], queryFn: async () => (await callApi('recentGames', {}, { token })).data });

/** After a game opened: 最近玩过 (the lobby keeps it shown under the game) is asked again. */
export async function refreshRecentGames(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: [RECENT_GAMES_ROOT] });
}
