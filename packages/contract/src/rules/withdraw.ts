import { MIN_WITHDRAW_FEN } from '../constants';
import { MSG } from '../messages';
import { amountWellFormed, parseYuan } from '../money';
import { filled, firstBroken, text, type Rule } from './check';
import { PAY_PASSWORD } from './patterns';

export interface WithdrawFields {
  amount?: unknown;
  /** The bound account's id. */
  bank?: unknown;
  /** The pay password. */
  password?: unknown;
}

/** Which message a missing account gets: a card, or a wallet address. */
export type WithdrawAccountKind = 'card' | 'wallet';

function rulesFor(kind: WithdrawAccountKind): readonly Rule<WithdrawFields>[] {
  return [
    [(f) => filled(f.bank), kind === 'card' ? MSG.withdrawCardRequired : MSG.withdrawWalletRequired],
    [(f) => amountWellFormed(f.amount), MSG.invalidAmount],
    [(f) => (parseYuan(f.amount) ?? 0) >= MIN_WITHDRAW_FEN, MSG.withdrawMin],
    [(f) => filled(f.password), MSG.withdrawPayPasswordRequired],
    [(f) => PAY_PASSWORD.test(text(f.password)), MSG.payPasswordFormat],
  ];
}

/** SPEC §5 withdrawal rules: the account, a well-formed amount (ours) of at least 100 yuan, the 6-digit pay password. */
export function checkWithdraw(fields: WithdrawFields, kind: WithdrawAccountKind = 'card'): string | undefined {
  return firstBroken(fields, rulesFor(kind));
}
