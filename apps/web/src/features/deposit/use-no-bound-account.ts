import { CARD_TYPES } from '@casino/contract/codes';
import { useCards } from '../../api/queries/cards';

/** True once all three getcard lists (bank cards, USDT, e-wallets) are read and empty; false while any is unknown. */
export function useNoBoundAccount(token: string | null): boolean {
  const lists = [useCards(token, CARD_TYPES.bank), useCards(token, CARD_TYPES.usdt), useCards(token, CARD_TYPES.ewallet)];
  return lists.every((list) => list.data !== undefined && list.data.length === 0);
}
