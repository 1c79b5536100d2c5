import { CODES, REVIEW_STATE } from '@casino/contract/codes';
import { MSG } from '@casino/contract/messages';
import type { Kysely } from 'kysely';
import type { Tables } from '../../platform/db/schema';
import { BusinessError } from '../errors';

/** The tables whose rows an operator approves or refuses once, from pending, keeping a refusal's reason. */
export type ReviewedTable = 'deposit_order' | 'withdrawal' | 'credit_request';

/**
 * Moves a pending row to approved or refused by the operator, with the refusal's reason ('' for an approval), once:
 * the update holds only while the row is pending, so of two reviews at once one applies and the other is refused
 * (reviewDone). Run it in the transaction of what the review does (the credit, the payout, the return).
 */
export async function markReviewed(trx: Kysely<Tables>, table: ReviewedTable, id: number, review: { approve: boolean; operator: string; now: number; reason: string }): Promise<void> {
  const updated = await trx
    .updateTable(table)
    .set({ state: review.approve ? REVIEW_STATE.approved : REVIEW_STATE.refused, reviewed_at: review.now, reviewed_by: review.operator, review_reason: review.reason })
    .where('id', '=', id)
    .where('state', '=', REVIEW_STATE.pending)
    .executeTakeFirst();
  if (updated.numUpdatedRows !== 1n) throw new BusinessError(MSG.reviewDone, CODES.conflict);
}
