import type { CardType } from '@casino/contract/codes';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { request } from '../request';

/**
 * The member's bound accounts of one type (SPEC §3: 1 bank card, 2 USDT, 4 e-wallet), read by the wallet,
 * the withdrawal and the bound-accounts screens.
 */
const cardsQueryRoot = ['cards'] as const;

/** After binding or unbinding: every screen's list of bound accounts is read again. */
export async function invalidateCards(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: cardsQueryRoot });
}

export const cardsQueryOptions = (token: string | null, type: CardType) =>
  queryOptions({
    queryKey: [...cardsQueryRoot, token, type],
    queryFn: async () => (await request('getcard', { type })).data,
    enabled: token !== null,
  });

export const useCards = (token: string | null, type: CardType) => useQuery(cardsQueryOptions(token, type));
