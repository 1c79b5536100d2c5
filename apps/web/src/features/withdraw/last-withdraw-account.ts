import type { CardType } from '@casino/contract/codes';

/** Where the account of a member's last withdrawal of one kind is kept on this phone. */
const keyOf = (username: string, cardType: CardType) => `lastWithdrawAccount:${username}:${cardType}`;

/** The id of the account the member last withdrew to, of this kind, or null. */
export function readLastWithdrawAccount(username: string, cardType: CardType): string | null {
  try {
    return localStorage.getItem(keyOf(username, cardType));
  } catch {
    return null;
  }
}

export function saveLastWithdrawAccount(username: string, cardType: CardType, accountId: string): void {
  try {
    localStorage.setItem(keyOf(username, cardType), accountId);
  } catch {
    // Storage full or refused (private mode): the next withdrawal simply preselects nothing.
  }
}
