import { BEIJING_UTC_OFFSET_MINUTES } from './constants';

const pad = (n: number) => String(n).padStart(2, '0');

/** "YYYY-MM-DD HH:mm:ss" in Beijing time (UTC+8, no daylight saving), as the API shows times. */
export function formatBeijingTime(millis: number): string {
  const d = new Date(millis + BEIJING_UTC_OFFSET_MINUTES * 60_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** Midnight in Beijing of the day `daysBack` days before the day of `millis` (0 = that day). */
export function beijingDayStart(millis: number, daysBack = 0): number {
  const offset = BEIJING_UTC_OFFSET_MINUTES * 60_000;
  const day = 86_400_000;
  return Math.floor((millis + offset) / day) * day - offset - daysBack * day;
}

/** The Beijing calendar day of a moment, YYYY-MM-DD. */
export function beijingDay(millis: number): string {
  return formatBeijingTime(millis).slice(0, 10);
}

/** The hour of the day in Beijing, with its fraction (10.5 is 10:30). */
export function beijingHour(millis: number): number {
  return (millis - beijingDayStart(millis)) / 3_600_000;
}

const BEIJING_TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** "YYYY-MM-DD HH:mm:ss" read as Beijing time, as formatBeijingTime writes it; undefined for anything else or a day that does not exist. */
export function parseBeijingTime(input: string): number | undefined {
  const match = BEIJING_TIME_PATTERN.exec(input);
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [number, number, number, number, number, number];
  const millis = Date.UTC(year, month - 1, day, hour, minute, second) - BEIJING_UTC_OFFSET_MINUTES * 60_000;
  return formatBeijingTime(millis) === input ? millis : undefined;
}
