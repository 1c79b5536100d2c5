import { ADMIN_MSG } from '../admin-messages';
import { firstBroken, type Rule } from './check';
import { parseHundredths } from './hundredths';

export interface TurnoverFields {
  multiple?: unknown;
  redpacket?: unknown;
  rebate?: unknown;
  adjustment?: unknown;
}

/** The highest turnover multiple (100×), in percent. */
export const TURNOVER_MAX_PERCENT = 10_000;

/** A multiple ("1.5") in percent (150), or undefined when it is no multiple within 0..100 with 2 decimals. */
export function turnoverPercent(value: unknown): number | undefined {
  const percent = parseHundredths(value);
  return percent !== undefined && percent <= TURNOVER_MAX_PERCENT ? percent : undefined;
}

/** A multiple the form left out stays as it is; one given is 0..100 with 2 decimals. */
const leftOutOrMultiple = (value: unknown) => value === undefined || turnoverPercent(value) !== undefined;

const turnoverRules: readonly Rule<TurnoverFields>[] = [
  [(f) => turnoverPercent(f.multiple) !== undefined, ADMIN_MSG.adminTurnoverMultiple],
  [(f) => leftOutOrMultiple(f.redpacket), ADMIN_MSG.adminTurnoverMultiple],
  [(f) => leftOutOrMultiple(f.rebate), ADMIN_MSG.adminTurnoverMultiple],
  [(f) => leftOutOrMultiple(f.adjustment), ADMIN_MSG.adminTurnoverMultiple],
];

/**
 * The turnover multiples: what a member must bet before a withdrawal, as a multiple of each approved deposit
 * (multiple), red packet, claimed rebate and bonus adjustment; 0 asks nothing of that kind.
 */
export function checkTurnoverMultiples(fields: TurnoverFields): string | undefined {
  return firstBroken(fields, turnoverRules);
}
