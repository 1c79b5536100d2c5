import { MSG } from '../messages';
import { text } from './check';
import { DIGITS } from './patterns';

/** SPEC §5 promotion application: the amount, when given, is digits only. */
export function checkActivityApply(fields: { amount?: unknown }): string | undefined {
  const amount = text(fields.amount);
  return amount === '' || DIGITS.test(amount) ? undefined : MSG.invalidAmount;
}
