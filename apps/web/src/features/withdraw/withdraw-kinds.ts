import { CARD_TYPES, WITHDRAW_TYPES, type CardType, type WithdrawType } from '@casino/contract/codes';
import type { BoundAccount } from '@casino/contract/entities/cards';
import type { WithdrawAccountKind } from '@casino/contract/rules/withdraw';
import { PATHS, type AppPath } from '../../shared/paths';

export interface WithdrawKind {
  /** The withdrawal type code (SPEC §9: 0 card, 1 virtual wallet, 2 AnToken). */
  type: WithdrawType;
  name: string;
  /** The bound accounts it pays to (getcard type). */
  cardType: CardType;
  /** Which message a missing account gets (SPEC §5). */
  rule: WithdrawAccountKind;
  addPath: AppPath;
  addLabel: string;
  empty: string;
  /** The card withdraw flow also treats code 1 as success (SPEC §7). */
  acceptLegacyOne: boolean;
}

export const WITHDRAW_KINDS: readonly WithdrawKind[] = [
  {
    type: WITHDRAW_TYPES.card,
    name: '银行卡',
    cardType: CARD_TYPES.bank,
    rule: 'card',
    addPath: PATHS.addBankCard,
    addLabel: '添加银行卡',
    empty: '您还没有绑定银行卡',
    acceptLegacyOne: true,
  },
  {
    type: WITHDRAW_TYPES.wallet,
    name: 'USDT',
    cardType: CARD_TYPES.usdt,
    rule: 'wallet',
    addPath: PATHS.addUsdtAds,
    addLabel: '添加USDT地址',
    empty: '您还没有绑定USDT地址',
    acceptLegacyOne: false,
  },
  {
    type: WITHDRAW_TYPES.antoken,
    name: 'AnToken',
    cardType: CARD_TYPES.ewallet,
    rule: 'wallet',
    addPath: PATHS.addAnToken,
    addLabel: '添加钱包地址',
    empty: '您还没有绑定AnToken钱包',
    acceptLegacyOne: false,
  },
];

/** A long address shortened for a row: the start and the end stay readable. */
const shortAddress = (address: string) => (address.length > 16 ? `${address.slice(0, 6)}…${address.slice(-6)}` : address);

/** How a bound account is shown in the list: its title and a second line. */
export function accountLines(kind: WithdrawKind, account: BoundAccount): { title: string; detail: string } {
  const tail = account.bank_not || account.bank_no.slice(-4);
  if (kind.cardType === CARD_TYPES.bank) return { title: `${account.bank}（尾号${tail}）`, detail: account.bank_owner };
  if (kind.cardType === CARD_TYPES.usdt) return { title: `USDT-${account.bank_owner}`, detail: shortAddress(account.bank_no) };
  return { title: `AnToken-${account.bank_owner}`, detail: shortAddress(account.bank_no) };
}
