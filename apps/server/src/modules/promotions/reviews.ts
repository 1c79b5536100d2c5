import { CODES, REVIEW_STATE } from '@casino/contract/codes';
import { MSG } from '@casino/contract/messages';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/schema';
import { BusinessError } from '../../http/business-error';
import type { AuditWriter } from '../../audit/audit-log';

export interface PendingApplication {
  id: number;
  username: string;
  activity_name: string;
  amount_fen: number | null;
  created_at: number;
}

/** Promotion applications waiting for an operator, oldest first. */
export async function pendingApplications(db: Kysely<Tables>): Promise<PendingApplication[]> {
  return db
    .selectFrom('activity_apply')
    .innerJoin('member', 'member.id', 'activity_apply.member_id')
    .innerJoin('activity', 'activity.id', 'activity_apply.activity_id')
    .select(['activity_apply.id', 'member.username', 'activity.title as activity_name', 'activity_apply.amount_fen', 'activity_apply.created_at'])
    .where('activity_apply.state', '=', REVIEW_STATE.pending)
    .orderBy('activity_apply.created_at')
    .orderBy('activity_apply.id')
    .execute();
}

/**
 * Approves (state 2) or refuses (state 3) a pending application, once. As in the legacy back office no
 * money moves: a bonus the promotion promises is credited by the operator with `adjust`, through the ledger.
 */
export async function reviewApplication(db: Kysely<Tables>, id: number, approve: boolean, operator: string, now: number, audit?: AuditWriter): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const state = approve ? REVIEW_STATE.approved : REVIEW_STATE.refused;
    const updated = await trx
      .updateTable('activity_apply')
      .set({ state, reviewed_at: now, reviewed_by: operator })
      .where('id', '=', id)
      .where('state', '=', REVIEW_STATE.pending)
      .returning('member_id')
      .executeTakeFirst();
    if (updated) {
      await audit?.(trx, { target: `activity_apply:${String(id)}`, before: { state: REVIEW_STATE.pending }, after: { state, member_id: updated.member_id } });
      return;
    }
    const exists = await trx.selectFrom('activity_apply').select('id').where('id', '=', id).executeTakeFirst();
    throw new BusinessError(exists ? MSG.applicationReviewed : MSG.notFound, exists ? CODES.conflict : CODES.notFound);
  });
}
