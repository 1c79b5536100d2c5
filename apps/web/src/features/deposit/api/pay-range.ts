import type { PayRangeType } from '@casino/contract/codes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../api/request';

/** POST /api/getPayRange: one channel's range, in yuan. */
export const payRangeQueryOptions = (type: PayRangeType) =>
  queryOptions({
    queryKey: ['pay-range', type],
    queryFn: async () => (await request('getPayRange', { type }, { toastErrors: false })).data,
    staleTime: 60_000,
  });

export const usePayRange = (type: PayRangeType) => useQuery(payRangeQueryOptions(type));
