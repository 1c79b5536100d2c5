/** A count of transactions and their sum in fen. */
export interface Tally {
  count: number;
  fen: number;
}

/**
 * What is reconciled per platform and day, ours against the platform's report. A transfer-wallet platform's
 * transfers in and out are two more kinds here when they are kept.
 */
export const RECONCILED_KINDS = ['bets', 'wins', 'rollbacks'] as const;
export type ReconciledKind = (typeof RECONCILED_KINDS)[number];

export type DayTotals = Record<ReconciledKind, Tally>;

export const emptyDayTotals = (): DayTotals => ({ bets: { count: 0, fen: 0 }, wins: { count: 0, fen: 0 }, rollbacks: { count: 0, fen: 0 } });

/** A half-open range of moments, [start, end), in milliseconds. */
export interface TimeRange {
  start: number;
  end: number;
}
