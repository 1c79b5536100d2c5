import type { AdjustmentKind } from '@casino/contract/calls/wallet';
import { CODES, REVIEW_STATE } from '@casino/contract/codes';
import { CREDIT_LIMIT_FEN } from '@casino/contract/credit-limits';
import type { AdminRole } from '@casino/contract/admin-roles';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { formatFen } from '@casino/contract/money';
import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../platform/db/dialect';
import type { Tables } from '../platform/db/schema';
import { BusinessError } from './errors';
import { readSite } from './site-settings';

/**
 * Credits that are not a member's own money (issue #28): an adjustment or a promotion bonus. An operator grants
 * one only within their role's limit (CREDIT_LIMIT_FEN; the command line runs as its signed-in operator), and above the
 * site's two-operator amount (second_review_fen, as for withdrawals) it waits for a second operator. Both hold over a
 * rolling 24 hours (issue #41), as withdrawals' four-eyes rule does: what the operator paid (granted, or approved as the
 * second operator) and asked for that still waits count against the role's limit, and the member's credits paid and
 * waiting with this one are weighed against the two-operator amount. So splitting a credit in parts makes no more money.
 */
export function assertMayCredit(role: AdminRole, fen: number): void {
  const limit = CREDIT_LIMIT_FEN[role];
  if (limit === 0) throw new BusinessError(ADMIN_MSG.adminCreditForbidden, CODES.forbidden);
  if (fen > limit) throw new BusinessError(`${ADMIN_MSG.adminCreditOverLimit}（${formatFen(limit)}元）`, CODES.forbidden);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The key of PostgreSQL's advisory lock every credit decision takes ('credits' in ASCII). */
const CREDIT_LOCK_KEY = 0x63726564;

/**
 * Credit decisions one at a time, so that parallel requests cannot all pass a sum read before any of them wrote: on
 * PostgreSQL a transaction advisory lock, one key for every credit (operators' credits are few), taken before the
 * sums are read and held to COMMIT; SQLite's money transactions hold the database's write lock from BEGIN IMMEDIATE.
 */
async function lockCredits(trx: Kysely<Tables>): Promise<void> {
  if (dialectOf(trx) === 'postgres') await sql`select pg_advisory_xact_lock(${CREDIT_LOCK_KEY})`.execute(trx);
}

/** A sum column of fen as a number (PostgreSQL answers a bigint's sum as text). */
const fenOf = (row: { total: number | string | null } | undefined) => Number(row?.total ?? 0);

/** What an operator paid and asked for (still waiting) in the 24 hours up to now. */
async function creditedBy(trx: Kysely<Tables>, operator: string, now: number): Promise<number> {
  const since = now - DAY_MS;
  const paid = await trx.selectFrom('credit_grant').select((eb) => eb.fn.sum<number | string>('amount_fen').as('total')).where('operator', '=', operator).where('created_at', '>', since).executeTakeFirst();
  const asked = await trx
    .selectFrom('credit_request')
    .select((eb) => eb.fn.sum<number | string>('amount_fen').as('total'))
    .where('requested_by', '=', operator)
    .where('state', '=', REVIEW_STATE.pending)
    .where('requested_at', '>', since)
    .executeTakeFirst();
  return fenOf(paid) + fenOf(asked);
}

/** What a member was credited and has waiting in the 24 hours up to now. */
async function creditedTo(trx: Kysely<Tables>, memberId: number, now: number): Promise<number> {
  const since = now - DAY_MS;
  const paid = await trx.selectFrom('credit_grant').select((eb) => eb.fn.sum<number | string>('amount_fen').as('total')).where('member_id', '=', memberId).where('created_at', '>', since).executeTakeFirst();
  const waiting = await trx
    .selectFrom('credit_request')
    .select((eb) => eb.fn.sum<number | string>('amount_fen').as('total'))
    .where('member_id', '=', memberId)
    .where('state', '=', REVIEW_STATE.pending)
    .where('requested_at', '>', since)
    .executeTakeFirst();
  return fenOf(paid) + fenOf(waiting);
}

export interface CreditAttempt {
  role: AdminRole;
  /** operatorLabel of the operator (the command line's too). */
  operator: string;
  fen: number;
  now: number;
}

/**
 * In the transaction that pays (or asks for) a credit, before anything of it is written: takes the credits' lock and
 * refuses the credit when the operator's 24 hours with it would be above their role's limit (HTTP 403, nothing changes).
 */
export async function assertWithinRollingLimit(trx: Kysely<Tables>, attempt: CreditAttempt): Promise<void> {
  const { role, operator, fen, now } = attempt;
  assertMayCredit(role, fen);
  await lockCredits(trx);
  const limit = CREDIT_LIMIT_FEN[role];
  const used = await creditedBy(trx, operator, now);
  if (used + fen > limit) throw new BusinessError(`${ADMIN_MSG.adminCreditOverDailyLimit}（${formatFen(limit)}元，24小时内已加款${formatFen(used)}元）`, CODES.forbidden);
}

/**
 * A first operator's credit to a member, in its transaction: refused over the operator's rolling limit; 'wait' when the
 * member's 24 hours with it are above the two-operator amount (ask for it: requestCredit), else 'pay' (then recordGrant).
 */
export async function decideCredit(trx: Kysely<Tables>, attempt: CreditAttempt & { memberId: number }): Promise<'pay' | 'wait'> {
  await assertWithinRollingLimit(trx, attempt);
  const { second_review_fen } = await readSite(trx, ['second_review_fen']);
  return (await creditedTo(trx, attempt.memberId, attempt.now)) + attempt.fen > second_review_fen ? 'wait' : 'pay';
}

/** A credit paid, by whom, in the transaction of its transfer: what the rolling sums read. */
export async function recordGrant(trx: Kysely<Tables>, grant: { transferId: string; memberId: number; operator: string; fen: number; now: number }): Promise<void> {
  await trx.insertInto('credit_grant').values({ transfer_id: grant.transferId, member_id: grant.memberId, operator: grant.operator, amount_fen: grant.fen, created_at: grant.now }).execute();
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
