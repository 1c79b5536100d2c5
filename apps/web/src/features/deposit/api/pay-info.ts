import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../api/request';

/** POST /api/payinfo: a deposit order's instructions; `message` names the channel (API-NOTES §5). */
export const payInfoQueryOptions = (token: string | null, depositNo: string) =>
  queryOptions({
    queryKey: ['pay-info', token, depositNo],
    queryFn: async () => {
      const answer = await request('payinfo', { deposit_no: depositNo });
      return { channel: answer.message, ...answer.data };
    },
    enabled: token !== null && depositNo !== '',
    retry: false,
  });

export const usePayInfo = (token: string | null, depositNo: string) => useQuery(payInfoQueryOptions(token, depositNo));
