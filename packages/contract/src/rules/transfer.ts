import { MSG } from '../messages';
import { amountWellFormed, parseYuan } from '../money';
import { filled, firstBroken, text, type Rule } from './check';

export interface TransferFields {
  amount?: unknown;
  sourcetype?: unknown;
  targettype?: unknown;
}

const transferRules: readonly Rule<TransferFields>[] = [
  [(f) => amountWellFormed(f.amount), MSG.invalidAmount],
  [(f) => (parseYuan(f.amount) ?? 0) > 0, MSG.transferAmountRequired],
  [(f) => filled(f.sourcetype), MSG.transferSourceRequired],
  [(f) => filled(f.targettype), MSG.transferTargetRequired],
  [(f) => text(f.sourcetype) !== text(f.targettype), MSG.sameWallet],
];

/** SPEC §5 transfer: an amount, a source, a target (and, ours, a well-formed amount and two different wallets). */
export function checkTransfer(fields: TransferFields): string | undefined {
  return firstBroken(fields, transferRules);
}
