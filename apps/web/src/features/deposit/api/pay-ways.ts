import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../api/request';

/** GET /api/get_pay_way: which deposit channels are open. */
export const payWaysQueryOptions = () =>
  queryOptions({
    queryKey: ['pay-ways'],
    queryFn: async () => (await request('getPayWay', {})).data,
  });

export const usePayWays = () => useQuery(payWaysQueryOptions());
