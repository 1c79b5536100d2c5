import { MSG } from '@casino/contract/messages';
import { checkBulkReview } from '@casino/contract/rules/admin-queue';
import type { Database } from '../../platform/db/database';
import { assertValid } from '../../kernel/errors';
import { eachOnce, type BulkReview } from '../../kernel/review-queues/bulk';
import { reviewDeposit } from './orders';

/** Each deposit as adminApproveDeposit / adminRejectDeposit would review it. */
export async function bulkReviewDeposits(database: Database, orders: readonly string[], review: BulkReview) {
  assertValid(checkBulkReview({ rows: new Set(orders).size, approve: review.approve, reason: review.reason }));
  const results = await eachOnce(orders, async (order) => {
    const now = review.clock();
    await reviewDeposit(database, order, review.approve, review.operator, now, review.auditAt(now), review.reason);
    return MSG.operationOk;
  });
  return results.map(({ key, outcome }) => ({ out_trade_no: key, ...outcome }));
}
