import type { Kysely } from 'kysely';
import type { Tables } from '../../db/schema';
import { BET_STATUS, REVIEW_STATE } from '@casino/contract/codes';
import { SITE_ID } from '../../site-settings';

export interface Turnover {
  requiredFen: number;
  reachedFen: number;
  /** What is still to bet before a withdrawal: 0 when met. */
  missingFen: number;
}

/**
 * The turnover rule: since the member's last approved withdrawal (or since joining), settled bets must
 * reach the site's turnover multiple (site.turnover_percent, set in the console) times the deposits
 * approved in that time. A multiple of 0 turns the rule off. Read through `db`, so a withdrawal's
 * transaction judges by the multiple as it commits.
 */
export async function turnoverOf(db: Kysely<Tables>, memberId: number): Promise<Turnover> {
  const last = await db
    .selectFrom('withdrawal')
    .select('created_at')
    .where('member_id', '=', memberId)
    .where('state', '=', REVIEW_STATE.approved)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  const since = last?.created_at ?? 0;
  const [site, deposits, bets] = await Promise.all([
    db.selectFrom('site').select('turnover_percent').where('id', '=', SITE_ID).executeTakeFirstOrThrow(),
    db
      .selectFrom('deposit_order')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('amount_fen'), eb.lit(0)).as('total'))
      .where('member_id', '=', memberId)
      .where('state', '=', REVIEW_STATE.approved)
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('bet')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('valid_fen'), eb.lit(0)).as('total'))
      .where('member_id', '=', memberId)
      .where('status', '=', BET_STATUS.settled)
      .where('bet_time', '>=', since)
      .executeTakeFirstOrThrow(),
  ]);
  // PostgreSQL answers sum(bigint) as a numeric string.
  const requiredFen = requiredTurnoverFen(Number(deposits.total), site.turnover_percent);
  const reachedFen = Number(bets.total);
  return { requiredFen, reachedFen, missingFen: Math.max(0, requiredFen - reachedFen) };
}

/** `percent` percent of the deposits, rounded up to the fen; in BigInt, as deposits times 10,000 may pass 2^53. */
export function requiredTurnoverFen(depositFen: number, percent: number): number {
  return Number((BigInt(depositFen) * BigInt(percent) + 99n) / 100n);
}
