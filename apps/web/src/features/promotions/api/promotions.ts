import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedQueryOptions } from '../../../api/paged';
import { request } from '../../../api/request';

/** activitylist by page; type 0 is 全部 (no type sent). */
export const promotionsQueryOptions = (type: number) =>
  pagedQueryOptions(['promotions', 'list', type], async (page) => (await request('activitylist', type > 0 ? { type, page } : { page })).data);

export const usePromotions = (type: number) => useInfiniteQuery(promotionsQueryOptions(type));
