import { randomInt } from 'node:crypto';

/** The demo slot machine: three reels of six symbols. */
export const SYMBOLS = ['福', '禄', '寿', '喜', '财', '7'] as const;
/** Allowed stakes, in fen. */
export const STAKES_FEN = [1_00, 2_00, 5_00, 10_00, 50_00, 100_00] as const;

export interface Spin {
  reels: [number, number, number];
  /** What the spin pays, in fen (0 for a loss). */
  winFen: number;
}

/**
 * Three of a kind pays 10× (7 pays 20×), any two of a kind 1.5×: about 95% returned to players.
 * The draw uses the operating system's random source.
 */
export function spin(stakeFen: number, draw: (n: number) => number = randomInt): Spin {
  const reels: [number, number, number] = [draw(SYMBOLS.length), draw(SYMBOLS.length), draw(SYMBOLS.length)];
  return { reels, winFen: payout(reels, stakeFen) };
}

export function payout([a, b, c]: [number, number, number], stakeFen: number): number {
  if (a === b && b === c) return stakeFen * (a === SYMBOLS.length - 1 ? 20 : 10);
  if (a === b || b === c || a === c) return Math.floor((stakeFen * 3) / 2);
  return 0;
}
