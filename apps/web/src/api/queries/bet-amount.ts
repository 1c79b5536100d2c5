import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../request';

/**
 * The turnover rule before a withdrawal (getBetAmount): bet_amount is what is still to bet; our server
 * also answers the required and the reached turnover. Read by the withdrawal and the transfer screens.
 */
export const betAmountQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['bet-amount', token],
    queryFn: async () => (await request('getBetAmount', {})).data,
    enabled: token !== null,
  });

export const useBetAmount = (token: string | null) => useQuery(betAmountQueryOptions(token));
