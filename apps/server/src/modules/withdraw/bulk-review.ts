import { MSG } from '@casino/contract/messages';
import { SERVER_MSG } from '@casino/contract/server-messages';
import { checkBulkReview } from '@casino/contract/rules/admin-queue';
import type { Database } from '../../platform/db/database';
import { assertValid } from '../../kernel/errors';
import { eachOnce, type BulkReview } from '../../kernel/review-queues/bulk';
import { reviewWithdrawal } from './reviews';

/** Each withdrawal as adminApproveWithdrawal / adminRejectWithdrawal would review it: a large one approved here gets only its first approval. */
export async function bulkReviewWithdrawals(database: Database, ids: readonly number[], review: BulkReview) {
  assertValid(checkBulkReview({ rows: new Set(ids).size, approve: review.approve, reason: review.reason }));
  const results = await eachOnce(ids, async (id) => {
    const now = review.clock();
    const outcome = await reviewWithdrawal(database, id, review.approve, review.operator, now, review.auditAt(now), review.reason);
    return outcome === 'awaiting_second' ? SERVER_MSG.withdrawalFirstApproval : MSG.operationOk;
  });
  return results.map(({ key, outcome }) => ({ id: key, ...outcome }));
}
