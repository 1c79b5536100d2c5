import { MAIN_WALLET } from '@casino/contract/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../request';

/**
 * POST /api/balancelist: the platform wallets that hold money, for the detail under 游戏钱包. Asked only while
 * the game wallet holds money, and again whenever its total (from the balance poll) changes; the key starts with
 * 'platform-balances' so that every money submit refreshes it. A failure leaves the detail out, untoasted.
 */
export const gameWalletsQueryOptions = (token: string | null, gameFen: number | undefined) =>
  queryOptions({
    queryKey: ['platform-balances', token, 'balancelist', gameFen],
    queryFn: async () => (await request('balancelist', {}, { toastErrors: false })).data.filter((wallet) => wallet.platname !== MAIN_WALLET),
    enabled: token !== null && gameFen !== undefined && gameFen > 0,
    placeholderData: (previous) => previous,
  });

export const useGameWallets = (token: string | null, gameFen: number | undefined) => useQuery(gameWalletsQueryOptions(token, gameFen));
