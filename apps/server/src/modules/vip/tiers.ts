import type { Kysely } from 'kysely';
import type { Tables } from '../../platform/db/schema';
import { BET_STATUS, REVIEW_STATE } from '@casino/contract/codes';
import { fenToYuan } from '@casino/contract/money';

/** Hundredths of a percent to the percentage shown (50 -> 0.5). */
export const percent = (basisPoints: number) => basisPoints / 100;

/** The active tiers in order, as players see them: thresholds in yuan, rebate rates in percent. */
export async function activeVipTiers(db: Kysely<Tables>) {
  const rows = await db.selectFrom('vip_tier').selectAll().where('status', '=', 1).orderBy('id').execute();
  return rows.map((tier) => ({
    id: tier.id,
    vipname: tier.vipname,
    status: 1 as const,
    flow: fenToYuan(tier.flow_fen),
    recharge: fenToYuan(tier.recharge_fen),
    realperson: percent(tier.realperson_bp),
    electron: percent(tier.electron_bp),
    joker: percent(tier.joker_bp),
    sport: percent(tier.sport_bp),
    lottery: percent(tier.lottery_bp),
    e_sport: percent(tier.e_sport_bp),
  }));
}

/** What a member has done towards the tiers: approved deposits and settled valid turnover, in fen. */
export async function vipProgress(db: Kysely<Tables>, memberId: number): Promise<{ depositedFen: number; turnoverFen: number }> {
  const [deposits, bets] = await Promise.all([
    db
      .selectFrom('deposit_order')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('amount_fen'), eb.lit(0)).as('total'))
      .where('member_id', '=', memberId)
      .where('state', '=', REVIEW_STATE.approved)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('bet')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('valid_fen'), eb.lit(0)).as('total'))
      .where('member_id', '=', memberId)
      .where('status', '=', BET_STATUS.settled)
      .executeTakeFirstOrThrow(),
  ]);
  return { depositedFen: Number(deposits.total), turnoverFen: Number(bets.total) };
}

/** The name of the first active tier above the member's, or '' at the top. */
export async function nextTierName(db: Kysely<Tables>, vip: number): Promise<string> {
  const next = await db.selectFrom('vip_tier').select('vipname').where('status', '=', 1).where('id', '>', vip).orderBy('id').executeTakeFirst();
  return next?.vipname ?? '';
}

/**
 * Moves a member up to the highest active tier whose deposit and turnover thresholds they have both
 * reached. A tier is never lowered.
 */
export async function refreshVipTier(trx: Kysely<Tables>, memberId: number): Promise<void> {
  const [progress, member] = await Promise.all([
    vipProgress(trx, memberId),
    trx.selectFrom('member').select('vip').where('id', '=', memberId).executeTakeFirstOrThrow(),
  ]);
  const tier = await trx
    .selectFrom('vip_tier')
    .select('id')
    .where('status', '=', 1)
    .where('recharge_fen', '<=', progress.depositedFen)
    .where('flow_fen', '<=', progress.turnoverFen)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (tier && tier.id > member.vip) await trx.updateTable('member').set({ vip: tier.id }).where('id', '=', memberId).execute();
}
