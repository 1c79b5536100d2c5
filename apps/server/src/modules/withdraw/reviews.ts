import { CODES } from '@casino/contract/codes';
import { MSG } from '@casino/contract/messages';
import { SERVER_MSG } from '@casino/contract/server-messages';
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Database } from '../../platform/db/database';
import { inMoneyTransaction } from '../../platform/db/money-transaction';
import type { Tables } from '../../platform/db/schema';
import { BusinessError } from '../../kernel/errors';
import { Ledger } from '../../ledger/ledger';
import type { AuditWriter } from '../../kernel/audit-log';
import { REVIEW_STATE } from '@casino/contract/codes';
import { readSite } from '../../kernel/site-settings';
import { markReviewed } from '../../kernel/review-queues/mark-reviewed';

export const holdId = (withdrawalId: number) => `wd:${String(withdrawalId)}:hold`;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What the two-operator amount is weighed against: the withdrawal with the member's others not refused in the
 * 24 hours up to it, as a column of a query over `withdrawal` (so three of 50,000 are judged as 150,000).
 */
export function rollingDayFen(eb: ExpressionBuilder<Tables, 'withdrawal'>) {
  return eb
    .selectFrom('withdrawal as earlier')
    .select((inner) => inner.fn.coalesce(inner.fn.sum<number | string>('earlier.amount_fen'), inner.lit(0)).as('total'))
    .whereRef('earlier.member_id', '=', 'withdrawal.member_id')
    .where('earlier.state', '!=', REVIEW_STATE.refused)
    // Up to it: earlier, or at the same moment and filed before it.
    .where((inner) => inner.or([inner('earlier.created_at', '<', inner.ref('withdrawal.created_at')), inner.and([inner('earlier.created_at', '=', inner.ref('withdrawal.created_at')), inner('earlier.id', '<=', inner.ref('withdrawal.id'))])]))
    .where(sql<boolean>`earlier.created_at > withdrawal.created_at - ${DAY_MS}`);
}

/** The gateway's reference of the withdrawal's paid payout (there is one at most: its hold is posted once), as a column. */
function paidPayoutReference(eb: ExpressionBuilder<Tables, 'withdrawal'>) {
  return eb.selectFrom('withdrawal_payout').select('withdrawal_payout.reference').whereRef('withdrawal_payout.withdrawal_id', '=', 'withdrawal.id').where('withdrawal_payout.state', '=', 'paid').limit(1);
}

/** The withdrawals in a state with their members, as the review queue reads them: filter, then select queueColumns. */
export function withdrawalsInState(db: Kysely<Tables>, state: number) {
  return db.selectFrom('withdrawal').innerJoin('member', 'member.id', 'withdrawal.member_id').where('withdrawal.state', '=', state);
}

/** A queue row's columns: the withdrawal, its member's name, its rolling day (day_fen, weighed against the four-eyes amount) and its paid payout's reference. */
export function queueColumns(query: ReturnType<typeof withdrawalsInState>) {
  return query
    .select([
      'withdrawal.id',
      'withdrawal.order_no',
      'withdrawal.member_id',
      'member.username',
      'withdrawal.amount_fen',
      'withdrawal.payout',
      'withdrawal.payout_unit',
      'withdrawal.card_type',
      'withdrawal.bank',
      'withdrawal.bank_no',
      'withdrawal.bank_owner',
      'member.realname as member_realname',
      'withdrawal.created_at',
      'withdrawal.first_approved_by',
      'withdrawal.risk_flags',
      'withdrawal.state',
      'withdrawal.reviewed_by',
      'withdrawal.reviewed_at',
      'withdrawal.review_reason',
      'withdrawal.payout_state',
    ])
    .select((eb) => rollingDayFen(eb).as('day_fen'))
    .select((eb) => paidPayoutReference(eb).as('payout_reference'));
}

/** The withdrawals waiting for review, oldest first, each saying whether it needs a second operator's approval. */
export async function pendingWithdrawals(db: Kysely<Tables>) {
  const { second_review_fen } = await readSite(db, ['second_review_fen']);
  const rows = await queueColumns(withdrawalsInState(db, REVIEW_STATE.pending)).orderBy('withdrawal.id').execute();
  return rows.map(({ day_fen, ...row }) => ({ ...row, second_review: Number(day_fen) > second_review_fen }));
}

/** What an approval did: paid the withdrawal out, or recorded the first of the two approvals a large one needs. */
export type ApprovalOutcome = 'paid' | 'awaiting_second';

/**
 * An operator's review: approval pays the held funds out, refusal returns them; each happens once. A
 * withdrawal whose rolling day (rollingDayFen) is above the site's `second_review_fen` (four-eyes) is paid out only by a second operator's
 * approval after a first one; the first is recorded on the row and in the audit log, and the same operator
 * approving again is refused. Every step is a conditional update on the pending row, so double clicks and
 * two operators at once apply once. Either operator may refuse it at any time before it is paid.
 */
export async function reviewWithdrawal(
  database: Database,
  id: number,
  approve: boolean,
  operator: string,
  now: number,
  audit?: AuditWriter,
  /** Why a refusal refuses, kept on the withdrawal; ignored on approval. */
  reason = '',
): Promise<ApprovalOutcome | 'refused'> {
  const refusal = approve ? '' : reason.trim();
  return inMoneyTransaction(database, async (trx) => {
    const row = await trx
      .selectFrom('withdrawal')
      .select(['member_id', 'amount_fen', 'state', 'first_approved_by'])
      .select((eb) => rollingDayFen(eb).as('day_fen'))
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw new BusinessError(MSG.notFound, CODES.notFound);
    if (row.state !== REVIEW_STATE.pending) throw new BusinessError(MSG.reviewDone, CODES.conflict);
    if (approve && (await fourEyes(trx, { id, ...row }, operator, now, audit)) === 'awaiting_second') return 'awaiting_second';
    await settle(trx, id, approve, operator, now, refusal);
    await audit?.(trx, {
      target: `withdrawal:${String(id)}`,
      before: { state: REVIEW_STATE.pending },
      after: { state: approve ? REVIEW_STATE.approved : REVIEW_STATE.refused, member_id: row.member_id, amount_fen: row.amount_fen, ...(refusal === '' ? {} : { reason: refusal }) },
    });
    return approve ? 'paid' : 'refused';
  });
}

/**
 * Approval's four-eyes rule, in the approval's transaction, for a pending withdrawal read with its rolling day
 * (rollingDayFen as day_fen): 'awaiting_second' when this approval was the first of the two a large one needs (recorded
 * on the row and audited: nothing else is to be done); 'approve' when it may be paid out now. The operator who gave the
 * first approval giving the second is refused.
 */
export async function fourEyes(
  trx: Kysely<Tables>,
  row: { id: number; member_id: number; amount_fen: number; first_approved_by: string | null; day_fen: number | string | null },
  operator: string,
  now: number,
  audit?: AuditWriter,
): Promise<'awaiting_second' | 'approve'> {
  if (!(await needsSecondReview(trx, Number(row.day_fen)))) return 'approve';
  if (row.first_approved_by === null && (await recordFirstApproval(trx, row.id, operator, now))) {
    await audit?.(trx, {
      target: `withdrawal:${String(row.id)}`,
      before: { state: REVIEW_STATE.pending, first_approved_by: null },
      after: { state: REVIEW_STATE.pending, first_approved_by: operator, member_id: row.member_id, amount_fen: row.amount_fen },
    });
    return 'awaiting_second';
  }
  // Approved first by someone: this is the second approval, which must be another operator's.
  const first = row.first_approved_by ?? (await firstApprover(trx, row.id));
  if (first === operator) throw new BusinessError(SERVER_MSG.withdrawalSecondReviewer, CODES.conflict);
  return 'approve';
}

async function needsSecondReview(trx: Kysely<Tables>, dayFen: number): Promise<boolean> {
  const site = await readSite(trx, ['second_review_fen']);
  return dayFen > site.second_review_fen;
}

/** Records the first approval unless another operator's got there first (then answers false). */
async function recordFirstApproval(trx: Kysely<Tables>, id: number, operator: string, now: number): Promise<boolean> {
  const updated = await trx
    .updateTable('withdrawal')
    .set({ first_approved_by: operator, first_approved_at: now })
    .where('id', '=', id)
    .where('state', '=', REVIEW_STATE.pending)
    .where('first_approved_by', 'is', null)
    .executeTakeFirst();
  return updated.numUpdatedRows === 1n;
}

async function firstApprover(trx: Kysely<Tables>, id: number): Promise<string | null> {
  const row = await trx.selectFrom('withdrawal').select('first_approved_by').where('id', '=', id).executeTakeFirstOrThrow();
  return row.first_approved_by;
}

/** Pays out (approve) or returns (refuse) the held funds, once: the row leaves pending in the same transaction. */
async function settle(trx: Kysely<Tables>, id: number, approve: boolean, operator: string, now: number, refusal: string): Promise<void> {
  await markReviewed(trx, 'withdrawal', id, { approve, operator, now, reason: refusal });
  const ledger = new Ledger(trx, now);
  const opId = `wd:${String(id)}:${approve ? 'approve' : 'refuse'}`;
  if (approve) await ledger.post(opId, holdId(id), `wd:${String(id)}:post`);
  else await ledger.void(opId, holdId(id), `wd:${String(id)}:void`);
}
