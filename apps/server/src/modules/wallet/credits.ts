import { fenToYuan } from '@casino/contract/money';
import type { AdjustmentKind } from '@casino/contract/calls/wallet';
import { CODES, REVIEW_STATE } from '@casino/contract/codes';
import type { AdminRole } from '@casino/contract/admin-roles';
import { MSG } from '@casino/contract/messages';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { formatBeijingTime } from '@casino/contract/time';
import type { Page } from '@casino/contract/wire';
import type { Kysely } from 'kysely';
import type { AuditWriter } from '../../kernel/audit-log';
import type { Database } from '../../platform/db/database';
import { inMoneyTransaction } from '../../platform/db/money-transaction';
import type { Tables } from '../../platform/db/schema';
import { BusinessError } from '../../kernel/errors';
import { paginate, type PageRequest } from '../../kernel/lists/page';
import { markReviewed } from '../../kernel/review-queues/mark-reviewed';
import { payApplicationBonus } from '../promotions/public';
import { applyAdjustment } from './adjustments';
import { assertWithinRollingLimit } from '../../kernel/credit-guard';

export interface CreditRequestLine {
  id: number;
  username: string;
  kind: 'adjustment' | 'bonus';
  amount: number;
  detail: string;
  adjustment_kind: AdjustmentKind | null;
  requested_by: string;
  requested_at: string;
}

/** The credits waiting for a second operator, oldest first. */
export function pendingCredits(db: Kysely<Tables>, page: PageRequest): Promise<Page<CreditRequestLine>> {
  return paginate(
    db
      .selectFrom('credit_request')
      .innerJoin('member', 'member.id', 'credit_request.member_id')
      .leftJoin('activity_apply', 'activity_apply.id', 'credit_request.application_id')
      .leftJoin('activity', 'activity.id', 'activity_apply.activity_id')
      .where('credit_request.state', '=', REVIEW_STATE.pending),
    (query) =>
      query
        .select(['credit_request.id', 'member.username', 'credit_request.kind', 'credit_request.amount_fen', 'credit_request.memo', 'credit_request.adjustment_kind', 'credit_request.requested_by', 'credit_request.requested_at', 'activity.title'])
        .orderBy('credit_request.requested_at')
        .orderBy('credit_request.id'),
    page,
    (row) => ({
      id: row.id,
      username: row.username,
      kind: row.kind,
      amount: fenToYuan(row.amount_fen),
      detail: row.kind === 'bonus' ? (row.title ?? '') : (row.memo ?? ''),
      adjustment_kind: row.adjustment_kind,
      requested_by: row.requested_by,
      requested_at: formatBeijingTime(row.requested_at),
    }),
  );
}

/**
 * A second operator's answer to a waiting credit, once: approval credits it through the ledger (with its
 * turnover requirement) in the transaction that marks it approved; the operator who asked for it cannot
 * approve it, only refuse it (take it back).
 */
export async function reviewCredit(
  database: Database,
  review: { id: number; approve: boolean; operator: string; role: AdminRole; now: number; audit: AuditWriter; reason?: string },
): Promise<void> {
  const { id, approve, operator, role, now, audit } = review;
  await inMoneyTransaction(database, async (trx) => {
    const request = await trx.selectFrom('credit_request').selectAll().where('id', '=', id).executeTakeFirst();
    if (!request) throw new BusinessError(ADMIN_MSG.adminCreditNotFound, CODES.notFound);
    if (request.state !== REVIEW_STATE.pending) throw new BusinessError(MSG.reviewDone, CODES.conflict);
    // The asker may take their request back (refuse it), never approve it.
    if (approve && request.requested_by === operator) throw new BusinessError(ADMIN_MSG.adminCreditSecondReviewer, CODES.conflict);
    // The second operator's own role limit, over their 24 hours with this credit.
    if (approve) await assertWithinRollingLimit(trx, { role, operator, fen: request.amount_fen, now });
    const reason = approve ? '' : (review.reason ?? '').trim();
    await markReviewed(trx, 'credit_request', id, { approve, operator, now, reason });
    if (approve && request.kind === 'bonus' && request.application_id !== null) {
      await payApplicationBonus(trx, { applicationId: request.application_id, memberId: request.member_id, bonusFen: request.amount_fen, operator, now });
    } else if (approve) {
      await applyAdjustment(trx, { id: `adj:credit:${String(id)}`, memberId: request.member_id, fen: request.amount_fen, memo: request.memo ?? '', kind: request.adjustment_kind ?? 'bonus', operator, now });
    }
    await audit(trx, {
      target: `credit_request:${String(id)}`,
      before: { state: REVIEW_STATE.pending, requested_by: request.requested_by },
      after: { state: approve ? REVIEW_STATE.approved : REVIEW_STATE.refused, member_id: request.member_id, amount_fen: request.amount_fen, ...(reason === '' ? {} : { reason }) },
    });
  });
}
