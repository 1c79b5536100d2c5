import { CODES } from '@casino/contract/codes';
import { BEIJING_UTC_OFFSET_MINUTES } from '@casino/contract/constants';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { BusinessError } from '../errors';

const DAY_MS = 86_400_000;
const BEIJING_OFFSET_MS = BEIJING_UTC_OFFSET_MINUTES * 60_000;

/** Midnight in Beijing that starts the day, or undefined for none; a day that does not exist is refused. */
function dayStart(day: string | undefined): number | undefined {
  if (day === undefined || day === '') return undefined;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const utc = Date.UTC(year, month - 1, date);
  if (new Date(utc).toISOString().slice(0, 10) !== day) throw new BusinessError(ADMIN_MSG.adminDateRange, CODES.validation);
  return utc - BEIJING_OFFSET_MS;
}

/**
 * A list's filter of Beijing days from/to (YYYY-MM-DD, both included; '' or missing for no bound) as
 * millisecond bounds: from included, until excluded. A day that does not exist, or a range that ends
 * before it starts, is refused with adminDateRange.
 */
export function beijingDayRange(fromDay: string | undefined, toDay: string | undefined): { from: number | undefined; until: number | undefined } {
  const from = dayStart(fromDay);
  const toDayStart = dayStart(toDay);
  const until = toDayStart === undefined ? undefined : toDayStart + DAY_MS;
  if (from !== undefined && until !== undefined && from >= until) throw new BusinessError(ADMIN_MSG.adminDateRange, CODES.validation);
  return { from, until };
}
