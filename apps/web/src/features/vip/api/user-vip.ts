import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../api/request';
import { visibleTiers } from '../visible-tiers';

/** uservip: the tiers, de-duplicated and only the active ones. Public, the same for everyone. */
export const vipTiersQueryOptions = () =>
  queryOptions({
    queryKey: ['vip-tiers'],
    queryFn: async () => visibleTiers((await request('uservip', {})).data),
    staleTime: 5 * 60_000,
  });

export const useVipTiers = () => useQuery(vipTiersQueryOptions());
