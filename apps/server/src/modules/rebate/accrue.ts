import type { Kysely } from 'kysely';
import type { Tables, VipTierTable } from '../../platform/db/schema';
import { REBATE_STATE } from './rebate-state';

/** The VIP column that holds a game category's rebate, in hundredths of a percent. */
const RATE_COLUMN: Record<string, keyof VipTierTable> = {
  realbet: 'realperson_bp',
  concise: 'electron_bp',
  joker: 'joker_bp',
  sport: 'sport_bp',
  lottery: 'lottery_bp',
  gaming: 'e_sport_bp',
};

/** A settled bet earns its rebate at the member's tier rate for the game's category, floored to the fen. */
export async function accrueRebate(
  trx: Kysely<Tables>,
  bet: { id: number; member_id: number; platform: string; category_id: string; playname: string; valid_fen: number },
  now: number,
): Promise<void> {
  const column = RATE_COLUMN[bet.category_id];
  if (!column) return;
  const tier = await trx
    .selectFrom('member')
    .innerJoin('vip_tier', 'vip_tier.id', 'member.vip')
    .selectAll('vip_tier')
    .where('member.id', '=', bet.member_id)
    .executeTakeFirst();
  const basisPoints = tier ? Number(tier[column]) : 0;
  const amount = Math.floor((bet.valid_fen * basisPoints) / 10_000);
  if (amount <= 0) return;
  await trx
    .insertInto('rebate')
    .values({ member_id: bet.member_id, bet_row_id: bet.id, platform: bet.platform, gamename: bet.playname, amount_fen: amount, state: REBATE_STATE.claimable, created_at: now, claimed_at: null })
    .execute();
}
