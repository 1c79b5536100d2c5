import type { Kysely } from 'kysely';
import type { Tables } from '../../db/schema';
import { REVIEW_STATE } from '@casino/contract/codes';
import { BET_STATUS } from '@casino/contract/codes';

/**
 * Moves a member up to the highest active tier whose deposit and turnover thresholds they have both
 * reached. A tier is never lowered.
 */
export async function refreshVipTier(trx: Kysely<Tables>, memberId: number): Promise<void> {
  const [deposits, bets, member] = await Promise.all([
    trx
      .selectFrom('deposit_order')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('amount_fen'), eb.lit(0)).as('total'))
      .where('member_id', '=', memberId)
      .where('state', '=', REVIEW_STATE.approved)
      .executeTakeFirstOrThrow(),
    trx
      .selectFrom('bet')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('valid_fen'), eb.lit(0)).as('total'))
      .where('member_id', '=', memberId)
      .where('status', '=', BET_STATUS.settled)
      .executeTakeFirstOrThrow(),
    trx.selectFrom('member').select('vip').where('id', '=', memberId).executeTakeFirstOrThrow(),
  ]);
  const tier = await trx
    .selectFrom('vip_tier')
    .select('id')
    .where('status', '=', 1)
    .where('recharge_fen', '<=', Number(deposits.total))
    .where('flow_fen', '<=', Number(bets.total))
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (tier && tier.id > member.vip) await trx.updateTable('member').set({ vip: tier.id }).where('id', '=', memberId).execute();
}
