import { CODES } from '@casino/contract/codes';
import { BALANCE_POLL_MS } from '@casino/contract/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, callApi } from '../client';

/** A 401 (the expiry dialog is up) or a 403 (a blocked member) ends the session: polling on only repeats it. */
const endsSession = (error: unknown) => error instanceof ApiError && (error.httpStatus === 401 || error.code === CODES.forbidden);

/** The balance poll of SPEC §4: every 4.3 s while the tab is visible, for the session's token. */
export const balanceQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['balance', token],
    queryFn: async () => (await callApi('balance', {}, { token })).data,
    enabled: token !== null,
    refetchInterval: (query) => (endsSession(query.state.error) ? false : BALANCE_POLL_MS),
    refetchIntervalInBackground: false,
    retry: false,
  });

export const useBalance = (token: string | null) => useQuery(balanceQueryOptions(token));
