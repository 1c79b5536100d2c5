import type { ParsedRequestOf } from '@casino/contract/call';
import type { adminApplications } from '@casino/contract/calls/promotions';
import { CODES, REVIEW_STATE } from '@casino/contract/codes';
import { APPLICATION_SORTING } from '@casino/contract/list-sorting';
import { MSG } from '@casino/contract/messages';
import { fenToYuan } from '@casino/contract/money';
import { formatBeijingTime } from '@casino/contract/time';
import type { Page } from '@casino/contract/wire';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/database';
import { inMoneyTransaction } from '../../platform/db/money-transaction';
import type { Tables } from '../../platform/db/schema';
import { ACCOUNT_KIND } from '../../ledger/accounts';
import { Ledger, memberMain, systemAccount } from '../../ledger/ledger';
import { TRANSFER_KIND } from '../../ledger/transfer-kinds';
import { BusinessError } from '../../kernel/errors';
import { paginate, pageSize, type SortedPageRequest } from '../../kernel/lists/page';
import { listOrder } from '../../kernel/lists/sort';
import type { AuditWriter } from '../../kernel/audit-log';
import { addTurnoverRequirement, TURNOVER_KIND } from '../../ledger/turnover';
import { decideCredit, recordGrant, requestCredit } from '../../kernel/credit-guard';
import type { AdminRole } from '@casino/contract/admin-roles';

export interface PendingApplication {
  id: number;
  username: string;
  activity_name: string;
  amount_fen: number | null;
  created_at: number;
}

/** Promotion applications waiting for an operator, oldest first unless sorted by time or username (ties: oldest first). */
export async function pendingApplications(db: Kysely<Tables>, request: SortedPageRequest<(typeof APPLICATION_SORTING.columns)[number]>): Promise<Page<PendingApplication>> {
  const order = listOrder(APPLICATION_SORTING, request, { time: 'activity_apply.created_at', username: 'member.username' });
  const time = order.column === 'member.username' ? 'asc' : order.direction;
  return paginate(
    db
      .selectFrom('activity_apply')
      .innerJoin('member', 'member.id', 'activity_apply.member_id')
      .innerJoin('activity', 'activity.id', 'activity_apply.activity_id')
      .where('activity_apply.state', '=', REVIEW_STATE.pending),
    (filtered) =>
      filtered
        .select(['activity_apply.id', 'member.username', 'activity.title as activity_name', 'activity_apply.amount_fen', 'activity_apply.created_at'])
        .$if(order.column === 'member.username', (query) => query.orderBy('member.username', order.direction))
        .orderBy('activity_apply.created_at', time)
        .orderBy('activity_apply.id', time),
    { page: request.page, perPage: pageSize(request.perPage, 20) },
    (row) => row,
  );
}

/** One page of the pending applications as the console lists them: amounts in yuan, Beijing times. */
export async function applicationPage(db: Kysely<Tables>, input: ParsedRequestOf<typeof adminApplications>) {
  const page = await pendingApplications(db, { ...input, perPage: input.per_page });
  return {
    ...page,
    data: page.data.map((a) => ({
      id: a.id,
      username: a.username,
      activity_name: a.activity_name,
      amount: a.amount_fen === null ? null : fenToYuan(a.amount_fen),
      created_at: formatBeijingTime(a.created_at),
    })),
  };
}

/**
 * An operator's approval of an application with its bonus (0: none), within their role's limit over a rolling 24 hours:
 * a bonus that puts the member's 24 hours of credits above the two-operator amount is not paid but waits for a second
 * operator (credit-guard.ts decides, in the approval's transaction).
 */
export async function approveApplication(
  database: Database,
  approval: { id: number; bonusFen: number; operator: string; role: AdminRole; now: number; audit: AuditWriter },
): Promise<'approved' | 'awaiting_second'> {
  const { id, bonusFen, operator, role, now, audit } = approval;
  const outcome = await reviewApplication(database, id, { approve: true, operator, now, bonusFen, role }, audit);
  return outcome === 'awaiting_second' ? 'awaiting_second' : 'approved';
}

/** An operator's answer to an application: a refusal's reason (shown to the member), an approval's bonus (with the role that grants it). */
export interface ApplicationDecision {
  approve: boolean;
  operator: string;
  now: number;
  reason?: string;
  bonusFen?: number;
  /** The granting operator's role: needed for a bonus. */
  role?: AdminRole;
}

/**
 * Approves (state 2) or refuses (state 3, keeping the reason) a pending application, once. An approval with a bonus above 0
 * credits it to the member's main wallet from the promotions account, in the same transaction as the state:
 * the application can be approved once, so the bonus is paid once. A bonus is a credit (credit-guard.ts): refused over
 * the operator's rolling limit, and asked for instead of paid when it waits for a second operator.
 */
export async function reviewApplication(database: Database, id: number, decision: ApplicationDecision, audit?: AuditWriter): Promise<'approved' | 'awaiting_second' | 'refused'> {
  const { approve, operator, now, bonusFen = 0, role, reason = '' } = decision;
  if (!Number.isSafeInteger(bonusFen) || bonusFen < 0 || (!approve && bonusFen > 0)) throw new BusinessError(MSG.invalidAmount);
  if (bonusFen > 0 && role === undefined) throw new Error('a bonus needs the role of the operator who grants it');
  return inMoneyTransaction(database, async (trx) => {
    const state = approve ? REVIEW_STATE.approved : REVIEW_STATE.refused;
    const updated = await trx
      .updateTable('activity_apply')
      .set({ state, reviewed_at: now, reviewed_by: operator, review_reason: approve ? '' : reason.trim() })
      .where('id', '=', id)
      .where('state', '=', REVIEW_STATE.pending)
      .returning('member_id')
      .executeTakeFirst();
    if (updated) {
      const memberId = updated.member_id;
      const decided = bonusFen > 0 && role !== undefined ? await decideCredit(trx, { role, operator, memberId, fen: bonusFen, now }) : undefined;
      const waiting = decided === 'wait' ? await requestCredit(trx, { memberId, kind: 'bonus', fen: bonusFen, applicationId: id, operator, now }) : undefined;
      if (decided === 'pay') await payApplicationBonus(trx, { applicationId: id, memberId, bonusFen, operator, now });
      await audit?.(trx, {
        target: `activity_apply:${String(id)}`,
        before: { state: REVIEW_STATE.pending },
        after: { state, member_id: memberId, bonus_fen: bonusFen, ...(waiting === undefined ? {} : { credit_request: waiting }), ...(approve ? {} : { reason: reason.trim() }) },
      });
      return approve ? (waiting === undefined ? 'approved' : 'awaiting_second') : 'refused';
    }
    const exists = await trx.selectFrom('activity_apply').select('id').where('id', '=', id).executeTakeFirst();
    throw new BusinessError(exists ? MSG.applicationReviewed : MSG.notFound, exists ? CODES.conflict : CODES.notFound);
  });
}

/**
 * An application's bonus, in the caller's transaction: credited from the promotions account (transfer
 * `apply:<id>:bonus`, once, its grant recorded as paid by `operator`), to be bet its promotion's multiple before it can be withdrawn.
 */
export async function payApplicationBonus(trx: Kysely<Tables>, bonus: { applicationId: number; memberId: number; bonusFen: number; operator: string; now: number }): Promise<void> {
  const { applicationId, memberId, bonusFen, operator, now } = bonus;
  const transferId = `apply:${String(applicationId)}:bonus`;
  await new Ledger(trx, now).transfer(transferId, [
    { id: transferId, debit: systemAccount(ACCOUNT_KIND.promotions), credit: memberMain(memberId), amount: bonusFen, kind: TRANSFER_KIND.bonus, refType: 'activity_apply', refId: String(applicationId) },
  ]);
  const promotion = await trx
    .selectFrom('activity_apply')
    .innerJoin('activity', 'activity.id', 'activity_apply.activity_id')
    .select('activity.turnover_percent')
    .where('activity_apply.id', '=', applicationId)
    .executeTakeFirstOrThrow();
  await addTurnoverRequirement(trx, { id: `apply:${String(applicationId)}`, memberId, kind: TURNOVER_KIND.bonus, creditFen: bonusFen, percent: promotion.turnover_percent, now });
  await recordGrant(trx, { transferId, memberId, operator, fen: bonusFen, now });
}
