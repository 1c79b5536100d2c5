import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../api/request';

export const noticesQueryOptions = () =>
  queryOptions({ queryKey: ['home-notices'], queryFn: async () => (await request('homenotice', {})).data, staleTime: 5 * 60_000 });

export const useNotices = () => useQuery(noticesQueryOptions());
