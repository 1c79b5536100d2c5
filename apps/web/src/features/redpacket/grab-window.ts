import { REDPACKET_GRAB_END_HOUR, REDPACKET_GRAB_START_HOUR } from '@casino/contract/constants';
import { beijingDayStart } from '@casino/contract/time';

const hour = (h: number) => `${String(h).padStart(2, '0')}:00`;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** "10:00" — when grabbing opens (and the deposits counted for the day stop). */
export const GRAB_START = hour(REDPACKET_GRAB_START_HOUR);
/** "10:00-12:00", Beijing time (SPEC §9). */
export const GRAB_WINDOW = `${GRAB_START}-${hour(REDPACKET_GRAB_END_HOUR)}`;

/** Where a moment is in the day's grabbing window, and the moment the countdown runs to. */
export type GrabPhase =
  /** Before 10:00: it opens at `until`. */
  | { phase: 'before'; until: number }
  /** 10:00–12:00: grabbing, until `until`. */
  | { phase: 'open'; until: number }
  /** From 12:00: ended for today; it opens again at `until` (tomorrow 10:00). */
  | { phase: 'after'; until: number };

/** The window's phase at `now`, Beijing time, as the server decides it (modules/redpacket/draws.ts). */
export function grabPhaseAt(now: number): GrabPhase {
  const day = beijingDayStart(now);
  const opens = day + REDPACKET_GRAB_START_HOUR * HOUR_MS;
  const closes = day + REDPACKET_GRAB_END_HOUR * HOUR_MS;
  if (now < opens) return { phase: 'before', until: opens };
  if (now < closes) return { phase: 'open', until: closes };
  return { phase: 'after', until: opens + DAY_MS };
}

/** A duration as HH:MM:SS, rounded up to the second (a countdown shows 00:00:00 only when it is over). */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}

/** How far the server's clock is ahead of ours, from the server_time of an answer received at `receivedAt` (0 when the server does not say). */
export function serverClockOffset(serverTime: number | undefined, receivedAt: number): number {
  return typeof serverTime === 'number' && Number.isFinite(serverTime) && receivedAt > 0 ? serverTime - receivedAt : 0;
}
