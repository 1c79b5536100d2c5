/** The time source: injectable, so tests control expiry windows and daily hours. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();
