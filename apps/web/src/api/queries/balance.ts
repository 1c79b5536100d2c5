import { BALANCE_POLL_MS } from '@casino/contract/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../client';

/** The balance poll of SPEC §4: every 4.3 s while the tab is visible, for the session's token. */
export const balanceQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['balance', token],
    queryFn: async () => (await callApi('balance', {}, { token })).data,
    enabled: token !== null,
    refetchInterval: BALANCE_POLL_MS,
    refetchIntervalInBackground: false,
    retry: false,
  });

export const useBalance = (token: string | null) => useQuery(balanceQueryOptions(token));
