import { ADMIN_MSG } from '../admin-messages';
import { filled, firstBroken, text, type Rule } from './check';
import { CARD_NUMBER, WALLET_ADDRESS } from './patterns';

/** What a blacklisted entry is: a bank card number, or a USDT or e-wallet address. */
export const BLACKLIST_KINDS = ['card', 'address'] as const;
export type BlacklistKind = (typeof BLACKLIST_KINDS)[number];
export const BLACKLIST_KIND_LABELS: Record<BlacklistKind, string> = { card: '银行卡号', address: '收款地址' };
export const BLACKLIST_REASON_MAX = 200;

const ERC20_ADDRESS = /^0x[0-9a-f]{40}$/i;

/** A number as entered, every space taken out (an operator copies 6222 0202 … from a statement). */
export function blacklistNumber(value: unknown): string {
  return text(value).replace(/\s+/g, '');
}

/**
 * What a card number or address is compared by, blacklisted or bound: spaces out; an ERC20 address (0x and 40 hex
 * digits) lower-cased, as its letters' case is only a checksum; anything else (a TRC20 address is base58, where case
 * matters) as it is.
 */
export function blacklistKey(value: unknown): string {
  const number = blacklistNumber(value);
  return ERC20_ADDRESS.test(number) ? number.toLowerCase() : number;
}

export interface BlacklistFields {
  kind?: unknown;
  number?: unknown;
  reason?: unknown;
}

const blacklistRules: readonly Rule<BlacklistFields>[] = [
  [(f) => filled(f.number), ADMIN_MSG.adminBlacklistNumberRequired],
  [(f) => (text(f.kind) === 'card' ? CARD_NUMBER.test(blacklistNumber(f.number)) : WALLET_ADDRESS.test(blacklistNumber(f.number))), ADMIN_MSG.adminBlacklistNumberFormat],
  [(f) => filled(f.reason) && text(f.reason).length <= BLACKLIST_REASON_MAX, ADMIN_MSG.adminBlacklistReason],
];

/** An entry of the blacklist: a card number (8-19 digits) or an address (letters, digits, _), spaces aside, and a reason. */
export function checkBlacklistEntry(fields: BlacklistFields): string | undefined {
  return firstBroken(fields, blacklistRules);
}
