import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../api/request';

export const gamesQueryOptions = () =>
  queryOptions({ queryKey: ['games'], queryFn: async () => (await request('gameList', {})).data, staleTime: 5 * 60_000 });

export const hotGamesQueryOptions = () =>
  queryOptions({ queryKey: ['hot-games'], queryFn: async () => (await request('gameListApp', {})).data, staleTime: 5 * 60_000 });

export const useGames = () => useQuery(gamesQueryOptions());
export const useHotGames = () => useQuery(hotGamesQueryOptions());
