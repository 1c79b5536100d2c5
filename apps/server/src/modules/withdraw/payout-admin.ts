import { ADMIN_MSG } from '@casino/contract/admin-messages';
import type { DataOf, ParsedRequestOf } from '@casino/contract/call';
import type { adminResolvePayout, adminSettleFailedPayout, adminWithdrawalPayouts } from '@casino/contract/calls/withdraw';
import { CODES, REVIEW_STATE } from '@casino/contract/codes';
import { fenToYuan } from '@casino/contract/money';
import { formatBeijingTime } from '@casino/contract/time';
import type { Page } from '@casino/contract/wire';
import type { Kysely } from 'kysely';
import type { AuditWriter } from '../../kernel/audit-log';
import type { Database } from '../../platform/db/database';
import { inMoneyTransaction } from '../../platform/db/money-transaction';
import type { Tables } from '../../platform/db/schema';
import { BusinessError } from '../../kernel/errors';
import { Ledger } from '../../ledger/ledger';
import { pageSize, paginate } from '../../kernel/lists/page';
import { applyPayoutAnswer, OPEN_PAYOUT_STATES, type PayoutHistoryEntry } from './payout-orders';
import { holdId } from './reviews';

type PayoutItem = DataOf<typeof adminWithdrawalPayouts>['data'][number];

/** The payouts, newest first: all, the open ones (sending, unknown, processing), paid or failed ones, or one withdrawal's. */
export function withdrawalPayoutPage(db: Kysely<Tables>, input: ParsedRequestOf<typeof adminWithdrawalPayouts>): Promise<Page<PayoutItem>> {
  const states = input.state === undefined ? undefined : input.state === 'open' ? OPEN_PAYOUT_STATES : [input.state];
  const filtered = db
    .selectFrom('withdrawal_payout')
    .innerJoin('withdrawal', 'withdrawal.id', 'withdrawal_payout.withdrawal_id')
    .innerJoin('member', 'member.id', 'withdrawal.member_id')
    .$if(states !== undefined, (query) => query.where('withdrawal_payout.state', 'in', states ?? []))
    .$if(input.withdrawal !== undefined, (query) => query.where('withdrawal_payout.withdrawal_id', '=', input.withdrawal ?? 0));
  return paginate(
    filtered,
    (query) => query.selectAll('withdrawal_payout').select(['withdrawal.order_no', 'member.username']).orderBy('withdrawal_payout.created_at', 'desc').orderBy('withdrawal_payout.id', 'desc'),
    { page: input.page, perPage: pageSize(input.per_page, 20) },
    (row) => ({
      id: row.id,
      withdrawal_id: row.withdrawal_id,
      order_no: row.order_no,
      username: row.username,
      channel: row.channel,
      amount: fenToYuan(row.amount_fen),
      state: row.state,
      reference: row.reference,
      error: row.error,
      attempts: row.attempts,
      next_attempt_at: row.next_attempt_at === null ? null : formatBeijingTime(row.next_attempt_at),
      created_by: row.created_by,
      created_at: formatBeijingTime(row.created_at),
      history: (JSON.parse(row.history_json) as PayoutHistoryEntry[]).map((entry) => ({ at: formatBeijingTime(entry.at), event: entry.event, detail: entry.detail })),
    }),
  );
}

/**
 * The operator's choice for a withdrawal whose payout failed (出款失败), once, audited with the reason: refund voids the
 * hold (the money is the member's again) and refuses the withdrawal with the reason, which the member reads; requeue
 * makes it pending again, its money still held and its approvals cleared, to be reviewed afresh (by hand or through a
 * gateway, under a new payout number: the failed one paid nothing). Refused for a withdrawal whose payout has not failed.
 */
export async function settleFailedPayout(
  database: Database,
  input: ParsedRequestOf<typeof adminSettleFailedPayout>,
  operator: string,
  now: number,
  audit: AuditWriter,
): Promise<void> {
  const reason = input.reason.trim();
  if (reason === '') throw new BusinessError(ADMIN_MSG.adminPayoutReasonRequired);
  const refund = input.action === 'refund';
  await inMoneyTransaction(database, async (trx) => {
    const row = await trx.selectFrom('withdrawal').select(['member_id', 'amount_fen']).where('id', '=', input.id).executeTakeFirst();
    if (!row) throw new BusinessError(ADMIN_MSG.adminPayoutNotFound, CODES.notFound);
    // The guard is the row's approved state with its failed payout: of two choices at once, one applies.
    const updated = await trx
      .updateTable('withdrawal')
      .set(
        refund
          ? { state: REVIEW_STATE.refused, review_reason: reason, reviewed_by: operator, reviewed_at: now }
          : { state: REVIEW_STATE.pending, review_reason: '', reviewed_by: null, reviewed_at: null, first_approved_by: null, first_approved_at: null, payout_state: '' },
      )
      .where('id', '=', input.id)
      .where('state', '=', REVIEW_STATE.approved)
      .where('payout_state', '=', 'failed')
      .executeTakeFirst();
    if (updated.numUpdatedRows !== 1n) throw new BusinessError(ADMIN_MSG.adminPayoutNotFailed, CODES.conflict);
    const withdrawal = `wd:${String(input.id)}`;
    if (refund) await new Ledger(trx, now).void(`${withdrawal}:refund`, holdId(input.id), `${withdrawal}:void`);
    await notePayoutHistory(trx, input.id, { at: now, event: refund ? 'refunded' : 'requeued', detail: `${operator}: ${reason}` });
    await audit(trx, {
      target: `withdrawal:${String(input.id)}`,
      before: { state: REVIEW_STATE.approved, payout_state: 'failed' },
      after: { state: refund ? REVIEW_STATE.refused : REVIEW_STATE.pending, payout_state: refund ? 'failed' : '', action: input.action, reason, member_id: row.member_id, amount_fen: row.amount_fen },
    });
  });
}

/**
 * 人工确认 of a payout the gateway has not settled (sending, unknown, processing), once the operator has checked it
 * with the gateway, audited with the reason: paid with the gateway's reference (the hold is posted, as a paid answer
 * would), or failed (the hold stays for settleFailedPayout's choice). Refused for a payout already settled, and while
 * a call about it is in flight (its answer could say otherwise); once settled the server asks no more.
 */
export async function resolvePayoutByHand(database: Database, input: ParsedRequestOf<typeof adminResolvePayout>, operator: string, now: number, audit: AuditWriter): Promise<void> {
  const reason = input.reason.trim();
  const reference = (input.reference ?? '').trim();
  if (reason === '') throw new BusinessError(ADMIN_MSG.adminPayoutReasonRequired);
  if (input.outcome === 'paid' && reference === '') throw new BusinessError(ADMIN_MSG.adminPayoutReferenceRequired);
  await inMoneyTransaction(database, async (trx) => {
    // The row's lock, on an open payout no call holds: of a manual settlement and a gateway answer at once, one applies.
    const taken = await trx
      .updateTable('withdrawal_payout')
      .set({ updated_at: now })
      .where('id', '=', input.id)
      .where('state', 'in', OPEN_PAYOUT_STATES)
      .where((eb) => eb.or([eb('calling_until', 'is', null), eb('calling_until', '<=', now)]))
      .executeTakeFirst();
    const row = await trx.selectFrom('withdrawal_payout').selectAll().where('id', '=', input.id).executeTakeFirst();
    if (!row) throw new BusinessError(ADMIN_MSG.adminPayoutNotFound, CODES.notFound);
    if (taken.numUpdatedRows === 0n) {
      throw OPEN_PAYOUT_STATES.includes(row.state) ? new BusinessError(ADMIN_MSG.adminPayoutCalling, CODES.conflict) : new BusinessError(ADMIN_MSG.adminPayoutSettled, CODES.conflict);
    }
    const outcome = input.outcome === 'paid' ? { kind: 'paid' as const, reference } : { kind: 'failed' as const, error: `人工确认出款失败：${reason}` };
    const state = await applyPayoutAnswer(trx, row, { outcome, call: 'manual', note: `${operator}: ${reason}` }, now);
    await audit(trx, {
      target: `withdrawal:${String(row.withdrawal_id)}`,
      before: { payout: row.id, state: row.state, reference: row.reference },
      after: { payout: row.id, state, reference: input.outcome === 'paid' ? reference : row.reference, reason, amount_fen: row.amount_fen },
    });
  });
}

/** Adds the operator's choice to the history of the withdrawal's failed payout (its latest). */
async function notePayoutHistory(trx: Kysely<Tables>, withdrawalId: number, entry: PayoutHistoryEntry): Promise<void> {
  const payout = await trx
    .selectFrom('withdrawal_payout')
    .select(['id', 'history_json'])
    .where('withdrawal_id', '=', withdrawalId)
    .where('state', '=', 'failed')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!payout) return;
  const history = [...(JSON.parse(payout.history_json) as PayoutHistoryEntry[]), entry];
  await trx.updateTable('withdrawal_payout').set({ history_json: JSON.stringify(history), updated_at: entry.at }).where('id', '=', payout.id).execute();
}
