import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../api/request';

/** POST /api/getservicerurl: the service chat's address (SPEC §7). */
export const serviceUrlQueryOptions = () =>
  queryOptions({ queryKey: ['service-url'], queryFn: async () => (await request('getservicerurl', {})).data.url, staleTime: 10 * 60_000 });

export const useServiceUrl = () => useQuery(serviceUrlQueryOptions());
