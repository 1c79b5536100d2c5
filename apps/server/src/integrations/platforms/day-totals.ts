/** A count of transactions and their sum in fen. */
export interface Tally {
  count: number;
  fen: number;
}

/** What is reconciled per platform and day from the wallet's transactions, ours against the platform's report. */
export const RECONCILED_KINDS = ['bets', 'wins', 'rollbacks'] as const;
export type ReconciledKind = (typeof RECONCILED_KINDS)[number];

/**
 * A reconciliation line's kinds: the transactions' three, and a transfer-wallet platform's transfers in and out of
 * the day and the balance held there now (issue #41).
 */
export const LINE_KINDS = [...RECONCILED_KINDS, 'transfers_in', 'transfers_out', 'balance'] as const;
export type LineKind = (typeof LINE_KINDS)[number];

export type DayTotals = Record<ReconciledKind, Tally>;

export const emptyDayTotals = (): DayTotals => ({ bets: { count: 0, fen: 0 }, wins: { count: 0, fen: 0 }, rollbacks: { count: 0, fen: 0 } });

/** A half-open range of moments, [start, end), in milliseconds. */
export interface TimeRange {
  start: number;
  end: number;
}
