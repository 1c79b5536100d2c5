import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../api/request';

/** activitydeatil (the API's spelling): one promotion with its HTML content. */
export const promotionDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['promotions', 'detail', id],
    queryFn: async () => (await request('activitydeatil', { id })).data,
    enabled: Number.isInteger(id) && id > 0,
  });

export const usePromotionDetail = (id: number) => useQuery(promotionDetailQueryOptions(id));
