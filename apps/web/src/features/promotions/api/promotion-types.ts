import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../api/request';

/** activitytype: the promotion types of the tabs after 全部. */
export const promotionTypesQueryOptions = () =>
  queryOptions({ queryKey: ['promotions', 'types'], queryFn: async () => (await request('activitytype', {})).data, staleTime: 5 * 60_000 });

export const usePromotionTypes = () => useQuery(promotionTypesQueryOptions());
