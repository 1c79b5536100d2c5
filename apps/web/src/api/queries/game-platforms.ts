import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../request';

export const gamePlatformsQueryOptions = () =>
  queryOptions({ queryKey: ['game-platforms'], queryFn: async () => (await request('gamePlatforms', {})).data, staleTime: 5 * 60_000 });

export const useGamePlatforms = () => useQuery(gamePlatformsQueryOptions());
