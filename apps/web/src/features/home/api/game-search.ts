import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../api/request';

export const gameSearchQueryOptions = (name: string) =>
  queryOptions({ queryKey: ['game-search', name], queryFn: async () => (await request('gameSearch', { name })).data, enabled: name !== '', staleTime: 60_000 });
