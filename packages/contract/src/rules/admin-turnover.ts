import { MSG } from '../messages';
import { firstBroken, type Rule } from './check';
import { parseHundredths } from './hundredths';

export interface TurnoverFields {
  multiple?: unknown;
}

/** The highest turnover multiple (100×), in percent. */
export const TURNOVER_MAX_PERCENT = 10_000;

/** A multiple ("1.5") in percent (150), or undefined when it is no multiple within 0..100 with 2 decimals. */
export function turnoverPercent(value: unknown): number | undefined {
  const percent = parseHundredths(value);
  return percent !== undefined && percent <= TURNOVER_MAX_PERCENT ? percent : undefined;
}

const turnoverRules: readonly Rule<TurnoverFields>[] = [[(f) => turnoverPercent(f.multiple) !== undefined, MSG.adminTurnoverMultiple]];

/** The turnover multiple: settled bets needed before a withdrawal, as a multiple of the deposits since the last one; 0 turns the rule off. */
export function checkTurnoverMultiple(fields: TurnoverFields): string | undefined {
  return firstBroken(fields, turnoverRules);
}
