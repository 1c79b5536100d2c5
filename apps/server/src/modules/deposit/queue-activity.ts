import type { DataOf } from '@casino/contract/call';
import type { adminDepositActivity } from '@casino/contract/calls/deposit';
import { CODES, REVIEW_STATE } from '@casino/contract/codes';
import { MSG } from '@casino/contract/messages';
import type { Kysely } from 'kysely';
import type { Tables } from '../../platform/db/schema';
import { BusinessError } from '../../kernel/errors';
import { RECENT, recentItem, totals } from '../../kernel/review-queues/activity';

/** The member's deposits before this order (by id): approved count and sum, first deposit or not, the 5 latest. */
export async function depositActivity(db: Kysely<Tables>, outTradeNo: string): Promise<DataOf<typeof adminDepositActivity>> {
  const order = await db
    .selectFrom('deposit_order')
    .innerJoin('member', 'member.id', 'deposit_order.member_id')
    .select(['deposit_order.id', 'deposit_order.member_id', 'member.username'])
    .where('deposit_order.out_trade_no', '=', outTradeNo)
    .executeTakeFirst();
  if (!order) throw new BusinessError(MSG.depositNotFound, CODES.notFound);
  const earlier = db.selectFrom('deposit_order').where('member_id', '=', order.member_id).where('id', '<', order.id);
  const [approved, recent] = await Promise.all([
    earlier
      .where('state', '=', REVIEW_STATE.approved)
      .select((eb) => [eb.fn.countAll<number | string | bigint>().as('count'), eb.fn.sum<number | string | null>('amount_fen').as('sum')])
      .executeTakeFirstOrThrow(),
    earlier.select(['out_trade_no as order_no', 'amount_fen', 'state', 'created_at']).orderBy('id', 'desc').limit(RECENT).execute(),
  ]);
  const previous = totals(approved);
  return { username: order.username, first_deposit: previous.count === 0, previous, recent: recent.map(recentItem) };
}
