/** The time source: injectable, so tests control expiry windows and daily hours. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

/** The system clock moved by a fixed offset (CLOCK_OFFSET_MS), for tests that play the daily windows. */
export function offsetClock(offsetMs: number): Clock {
  return offsetMs === 0 ? systemClock : () => Date.now() + offsetMs;
}
