import { MSG } from '@casino/contract/messages';
import { checkBulkReview } from '@casino/contract/rules/admin-queue';
import type { AuditWriter } from '../../audit/audit-log';
import type { Database } from '../../db/database';
import { assertValid, BusinessError } from '../../http/business-error';
import { reviewDeposit } from '../deposit/orders';
import { reviewWithdrawal } from './reviews';

/** What one bulk review is: its operator, the decision, one reason for every refusal, and the clock and audit of each row. */
export interface BulkReview {
  approve: boolean;
  reason: string | undefined;
  operator: string;
  clock: () => number;
  auditAt: (now: number) => AuditWriter;
}

interface RowOutcome {
  ok: boolean;
  message: string;
}

/**
 * Reviews each key once, in order, through `reviewOne` — the path of a single review, with its own
 * transaction and audit row — and answers each: 操作成功！ (or what the review said), or the refusal the row
 * got. A refused row stops nothing else; anything but a refusal is a fault and ends the call.
 */
async function eachOnce<Key>(keys: readonly Key[], reviewOne: (key: Key) => Promise<string>): Promise<{ key: Key; outcome: RowOutcome }[]> {
  const results: { key: Key; outcome: RowOutcome }[] = [];
  for (const key of new Set(keys)) {
    try {
      results.push({ key, outcome: { ok: true, message: await reviewOne(key) } });
    } catch (error) {
      if (!(error instanceof BusinessError)) throw error;
      results.push({ key, outcome: { ok: false, message: error.message } });
    }
  }
  return results;
}

export async function bulkReviewDeposits(database: Database, orders: readonly string[], review: BulkReview) {
  assertValid(checkBulkReview({ rows: new Set(orders).size, approve: review.approve, reason: review.reason }));
  const results = await eachOnce(orders, async (order) => {
    const now = review.clock();
    await reviewDeposit(database, order, review.approve, review.operator, now, review.auditAt(now), review.reason);
    return MSG.operationOk;
  });
  return results.map(({ key, outcome }) => ({ out_trade_no: key, ...outcome }));
}

/** Each withdrawal as adminApproveWithdrawal / adminRejectWithdrawal would review it: a large one approved here gets only its first approval. */
export async function bulkReviewWithdrawals(database: Database, ids: readonly number[], review: BulkReview) {
  assertValid(checkBulkReview({ rows: new Set(ids).size, approve: review.approve, reason: review.reason }));
  const results = await eachOnce(ids, async (id) => {
    const now = review.clock();
    const outcome = await reviewWithdrawal(database, id, review.approve, review.operator, now, review.auditAt(now), review.reason);
    return outcome === 'awaiting_second' ? MSG.withdrawalFirstApproval : MSG.operationOk;
  });
  return results.map(({ key, outcome }) => ({ id: key, ...outcome }));
}
