import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../api/request';

export const slotGamesQueryOptions = (provider: string) =>
  queryOptions({
    queryKey: ['slot-games', provider],
    queryFn: async () => (await request('gamelistBycode', { gamecode: provider })).data,
    staleTime: 5 * 60_000,
  });

export const useSlotGames = (provider: string) => useQuery(slotGamesQueryOptions(provider));
