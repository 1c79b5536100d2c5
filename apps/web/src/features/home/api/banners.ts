import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../api/request';

export const bannersQueryOptions = () =>
  queryOptions({ queryKey: ['banners'], queryFn: async () => (await request('bannerList', { type: 2 })).data, staleTime: 5 * 60_000 });

export const useBanners = () => useQuery(bannersQueryOptions());
