import { maskAccountNumber } from '@casino/contract/account-numbers';
import type { DataOf } from '@casino/contract/call';
import type { adminWithdrawalActivity } from '@casino/contract/calls/withdraw';
import { CODES, REVIEW_STATE } from '@casino/contract/codes';
import { MSG } from '@casino/contract/messages';
import { fenToYuan } from '@casino/contract/money';
import { formatBeijingTime } from '@casino/contract/time';
import type { Kysely } from 'kysely';
import type { Tables } from '../../platform/db/schema';
import { BusinessError } from '../../kernel/errors';
import { turnoverOf } from '../../ledger/turnover';
import { RECENT, recentItem, totals } from '../../kernel/review-queues/activity';
import { withdrawalKind } from './queue';

/**
 * The member's activity beside a withdrawal: the turnover rule as the withdrawal itself applies it (read
 * now), their withdrawals before this one (by id: paid count and sum, the 5 latest) and the account it pays
 * to (its number as `number` shows it), with when it was bound if it still is.
 */
export async function withdrawalActivity(db: Kysely<Tables>, id: number, number: (value: string) => string = maskAccountNumber): Promise<DataOf<typeof adminWithdrawalActivity>> {
  const withdrawal = await db
    .selectFrom('withdrawal')
    .innerJoin('member', 'member.id', 'withdrawal.member_id')
    .select(['withdrawal.member_id', 'member.username', 'withdrawal.card_type', 'withdrawal.bank', 'withdrawal.bank_no', 'withdrawal.bank_owner'])
    .where('withdrawal.id', '=', id)
    .executeTakeFirst();
  if (!withdrawal) throw new BusinessError(MSG.notFound, CODES.notFound);
  const earlier = db.selectFrom('withdrawal').where('member_id', '=', withdrawal.member_id).where('id', '<', id);
  const [turnover, paid, recent, bound] = await Promise.all([
    turnoverOf(db, withdrawal.member_id),
    earlier
      .where('state', '=', REVIEW_STATE.approved)
      // Approved but its gateway payout in flight or failed: not paid (yet).
      .where('payout_state', 'in', ['', 'paid'])
      .select((eb) => [eb.fn.countAll<number | string | bigint>().as('count'), eb.fn.sum<number | string | null>('amount_fen').as('sum')])
      .executeTakeFirstOrThrow(),
    earlier.select(['order_no', 'amount_fen', 'state', 'created_at']).orderBy('id', 'desc').limit(RECENT).execute(),
    db
      .selectFrom('bound_card')
      .select('created_at')
      .where('member_id', '=', withdrawal.member_id)
      .where('type', '=', withdrawal.card_type)
      .where('bank_no', '=', withdrawal.bank_no)
      .executeTakeFirst(),
  ]);
  return {
    username: withdrawal.username,
    turnover: { required: fenToYuan(turnover.requiredFen), reached: fenToYuan(turnover.reachedFen), missing: fenToYuan(turnover.missingFen) },
    previous: totals(paid),
    recent: recent.map(recentItem),
    account: {
      kind: withdrawalKind(withdrawal.card_type),
      bank: withdrawal.bank,
      number: number(withdrawal.bank_no),
      owner: withdrawal.bank_owner,
      bound_at: bound ? formatBeijingTime(bound.created_at) : null,
    },
  };
}
