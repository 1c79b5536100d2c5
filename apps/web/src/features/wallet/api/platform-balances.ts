import { TRANSFER_POLL_MS } from '@casino/contract/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../api/request';

/**
 * POST /api/balancelist2: the main wallet (userbalance) and every platform wallet, polled every 1.5 s
 * while the transfer page is shown and the tab visible (SPEC §9). The key starts with 'platform-balances'
 * so that every money submit refreshes it. A failed poll is shown on the page, not toasted every 1.5 s.
 */
export const platformBalancesQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['platform-balances', token, 'balancelist2'],
    queryFn: async () => (await request('balancelist2', {}, { toastErrors: false })).data,
    enabled: token !== null,
    refetchInterval: TRANSFER_POLL_MS,
    refetchIntervalInBackground: false,
  });

export const usePlatformBalances = (token: string | null) => useQuery(platformBalancesQueryOptions(token));
