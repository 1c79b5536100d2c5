import type { AdjustmentKind } from '@casino/contract/calls/wallet';
import { CODES, REVIEW_STATE } from '@casino/contract/codes';
import { CREDIT_LIMIT_FEN } from '@casino/contract/credit-limits';
import type { AdminRole } from '@casino/contract/admin-roles';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { formatFen } from '@casino/contract/money';
import type { Kysely } from 'kysely';
import type { Tables } from '../db/schema';
import { BusinessError } from '../http/business-error';
import { readSite } from '../site-settings';

/**
 * Credits that are not a member's own money (issue #28): an adjustment or a promotion bonus. An operator grants
 * one only within their role's limit (CREDIT_LIMIT_FEN; the command line counts as the owner), and above the
 * site's two-operator amount (second_review_fen, as for withdrawals) it waits for a second operator.
 */
export function assertMayCredit(role: AdminRole, fen: number): void {
  const limit = CREDIT_LIMIT_FEN[role];
  if (limit === 0) throw new BusinessError(ADMIN_MSG.adminCreditForbidden, CODES.forbidden);
  if (fen > limit) throw new BusinessError(`${ADMIN_MSG.adminCreditOverLimit}（${formatFen(limit)}元）`, CODES.forbidden);
}

export async function needsSecondOperator(db: Kysely<Tables>, fen: number): Promise<boolean> {
  const { second_review_fen } = await readSite(db, ['second_review_fen']);
  return fen > second_review_fen;
}

/** A credit to wait for a second operator, in the transaction of the request. */
export async function requestCredit(
  trx: Kysely<Tables>,
  request: { memberId: number; kind: 'adjustment' | 'bonus'; fen: number; memo?: string; adjustmentKind?: AdjustmentKind; applicationId?: number; operator: string; now: number },
): Promise<number> {
  const row = await trx
    .insertInto('credit_request')
    .values({
      member_id: request.memberId,
      kind: request.kind,
      amount_fen: request.fen,
      memo: request.memo ?? null,
      adjustment_kind: request.adjustmentKind ?? null,
      application_id: request.applicationId ?? null,
      requested_by: request.operator,
      requested_at: request.now,
      state: REVIEW_STATE.pending,
      reviewed_by: null,
      reviewed_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Asks for an application's bonus as a waiting credit (reviewApplication's askBonus): answers the request's id. */
export function askBonus(fen: number, applicationId: number, operator: string, now: number) {
  return (trx: Kysely<Tables>, memberId: number) => requestCredit(trx, { memberId, kind: 'bonus', fen, applicationId, operator, now });
}
