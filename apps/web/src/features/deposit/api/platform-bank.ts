import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../api/request';

/** POST /api/getpaybank: the platform's account a bank transfer goes to. */
export const platformBankQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['platform-bank', token],
    queryFn: async () => (await request('getpaybank', {})).data,
    enabled: token !== null,
  });

export const usePlatformBank = (token: string | null) => useQuery(platformBankQueryOptions(token));
