import { MSG } from '../messages';
import { text } from './check';
import { DIGITS } from './patterns';

/** SPEC §5 promotion application: the amount the dialog asks for is required (issue #33) and digits only. */
export function checkActivityApply(fields: { amount?: unknown }): string | undefined {
  const amount = text(fields.amount);
  if (amount === '') return MSG.applyAmountRequired;
  return DIGITS.test(amount) ? undefined : MSG.invalidAmount;
}
