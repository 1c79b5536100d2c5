import { ADMIN_MSG } from '../admin-messages';
import { parseYuan } from '../money';
import { filled, firstBroken, text, type Rule } from './check';

export interface QueueAmountFields {
  /** Yuan, up to 2 decimals; empty for no bound. */
  min?: unknown;
  max?: unknown;
}

const bound = (value: unknown) => (filled(value) ? parseYuan(text(value)) : null);

const amountRules: readonly Rule<QueueAmountFields>[] = [
  [
    (f) => {
      const min = bound(f.min);
      const max = bound(f.max);
      return min !== undefined && max !== undefined && (min === null || max === null || min <= max);
    },
    ADMIN_MSG.adminQueueAmountRange,
  ],
];

/** A review queue's amount filter: each bound empty or yuan with up to 2 decimals, the lower not above the upper. */
export function checkQueueAmounts(fields: QueueAmountFields): string | undefined {
  return firstBroken(fields, amountRules);
}

/** The fen bounds of a queue's amount filter that keeps checkQueueAmounts; undefined where none. */
export function queueAmountBounds(fields: QueueAmountFields): { minFen: number | undefined; maxFen: number | undefined } {
  return { minFen: bound(fields.min) ?? undefined, maxFen: bound(fields.max) ?? undefined };
}

export const REVIEW_REASON_MAX = 200;
/** The most rows one bulk review takes: a page of the queue. */
export const BULK_REVIEW_MAX = 50;

export interface BulkReviewFields {
  rows: number;
  approve: boolean;
  reason?: unknown;
}

const bulkRules: readonly Rule<BulkReviewFields>[] = [
  [(f) => f.rows >= 1 && f.rows <= BULK_REVIEW_MAX, ADMIN_MSG.adminBulkReviewRows],
  [(f) => f.approve || (filled(f.reason) && text(f.reason).length <= REVIEW_REASON_MAX), ADMIN_MSG.adminReviewReason],
];

/** A bulk review: 1–50 rows; a refusal gives one reason (up to 200 characters) for all of them. */
export function checkBulkReview(fields: BulkReviewFields): string | undefined {
  return firstBroken(fields, bulkRules);
}
