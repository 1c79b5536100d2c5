import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../request';

/** The banks of the pickers (banklist), read by the deposit and the bind-card forms. */
export const bankListQueryOptions = () =>
  queryOptions({
    queryKey: ['bank-list'],
    queryFn: async () => (await request('banklist', {})).data,
    staleTime: 10 * 60_000,
  });

export const useBankList = () => useQuery(bankListQueryOptions());
