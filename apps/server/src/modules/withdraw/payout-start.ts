import { CODES, REVIEW_STATE } from '@casino/contract/codes';
import { MSG } from '@casino/contract/messages';
import type { AuditWriter } from '../../kernel/audit-log';
import type { Database } from '../../platform/db/database';
import { inMoneyTransaction } from '../../platform/db/money-transaction';
import { BusinessError } from '../../kernel/errors';
import { markReviewed } from '../../kernel/review-queues/mark-reviewed';
import { payoutAccountOf } from './payout-account';
import { freePayoutNumber, type PayoutHistoryEntry } from './payout-orders';
import { fourEyes, rollingDayFen } from './reviews';

export interface PayoutStart {
  id: number;
  channel: string;
  operator: string;
  now: number;
  /** How long the first call holds the payout: no other call about it (the resolver) until then. */
  holdMs: number;
  audit?: AuditWriter;
}

/**
 * The approval of a held withdrawal to be paid through a gateway, in one transaction: refused for one the gateway cannot
 * pay (USDT, a wallet it does not know) before anything is recorded; with approval's four-eyes rule (a first approval is
 * only recorded); else the withdrawal approved once (markReviewed: a second approval at once is refused) with its payout
 * 出款中, the payout row 'sending' under a new payout number, and the audit row. The hold stays pending: it is posted only
 * when the gateway says the payout was paid. Answers the payout number to send.
 */
export async function startPayout(database: Database, start: PayoutStart): Promise<{ kind: 'awaiting_second' } | { kind: 'started'; payoutId: string }> {
  return inMoneyTransaction(database, async (trx) => {
    const row = await trx
      .selectFrom('withdrawal')
      .select(['member_id', 'amount_fen', 'payout', 'payout_unit', 'card_type', 'bank_no', 'bank_owner', 'state', 'first_approved_by'])
      .select((eb) => rollingDayFen(eb).as('day_fen'))
      .where('id', '=', start.id)
      .executeTakeFirst();
    if (!row) throw new BusinessError(MSG.notFound, CODES.notFound);
    if (row.state !== REVIEW_STATE.pending) throw new BusinessError(MSG.reviewDone, CODES.conflict);
    payoutAccountOf(row);
    if ((await fourEyes(trx, { id: start.id, ...row }, start.operator, start.now, start.audit)) === 'awaiting_second') return { kind: 'awaiting_second' };
    await markReviewed(trx, 'withdrawal', start.id, { approve: true, operator: start.operator, now: start.now, reason: '' });
    await trx.updateTable('withdrawal').set({ payout_state: 'paying' }).where('id', '=', start.id).execute();
    const payoutId = await freePayoutNumber(trx, start.now);
    const history: PayoutHistoryEntry[] = [{ at: start.now, event: 'created', detail: `${start.channel} by ${start.operator}` }];
    await trx
      .insertInto('withdrawal_payout')
      .values({
        id: payoutId,
        withdrawal_id: start.id,
        channel: start.channel,
        amount_fen: row.payout,
        state: 'sending',
        attempts: 0,
        next_attempt_at: null,
        calling_until: start.now + start.holdMs,
        history_json: JSON.stringify(history),
        created_by: start.operator,
        created_at: start.now,
        updated_at: start.now,
      })
      .execute();
    await start.audit?.(trx, {
      target: `withdrawal:${String(start.id)}`,
      before: { state: REVIEW_STATE.pending, payout_state: '' },
      after: { state: REVIEW_STATE.approved, payout_state: 'paying', payout: payoutId, channel: start.channel, member_id: row.member_id, amount_fen: row.amount_fen },
    });
    return { kind: 'started', payoutId };
  });
}
