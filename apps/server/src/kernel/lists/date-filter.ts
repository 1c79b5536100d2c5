import { DATE_FILTERS } from '@casino/contract/codes';
import { beijingDayStart } from '@casino/contract/time';

/** The start of a record list's date filter (1 today, 2 a week, 3 half a month, 4 a month), Beijing days. */
export function dateFilterStart(code: number | undefined, now: number): number {
  const filter = DATE_FILTERS.find((f) => f.code === code) ?? DATE_FILTERS[0];
  return beijingDayStart(now, filter.days - 1);
}
