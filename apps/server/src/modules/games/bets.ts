import { BET_STATUS } from '@casino/contract/codes';
import type { Insertable, Kysely } from 'kysely';
import { compiledQuery } from '../../platform/db/compiled-query';
import type { BetTable, Tables } from '../../platform/db/schema';
import { countValidBet } from '../../ledger/turnover';
import { accrueRebate } from '../rebate/public';
import { refreshVipTier } from '../vip/public';

/** The insert of a bet's row, compiled once (every bet a platform's callbacks report writes one). */
const openBetQuery = compiledQuery((db, { bet }: { bet: Omit<Insertable<BetTable>, 'id'> }) =>
  db.insertInto('bet').values({
    bet_id: bet.bet_id,
    member_id: bet.member_id,
    platform: bet.platform,
    category_id: bet.category_id,
    game_code: bet.game_code,
    playname: bet.playname,
    playmemo: bet.playmemo,
    bet_fen: bet.bet_fen,
    valid_fen: bet.valid_fen,
    win_loss_fen: bet.win_loss_fen,
    status: bet.status,
    bet_time: bet.bet_time,
  }),
);

/**
 * The bets of 投注记录 that a platform's callbacks write (Hub88's: one row per bet transaction, bet_id = its
 * transaction_uuid), unsettled until a win references it or its round closes; settled once, when it counts
 * (countSettledBet); void when rolled back, counting nothing.
 */
export async function openBet(
  trx: Kysely<Tables>,
  bet: { betId: string; memberId: number; platform: string; categoryId: string; gameCode: string; gameName: string; round: string | undefined; fen: number; now: number },
): Promise<void> {
  await openBetQuery(trx, {
    bet: {
      bet_id: bet.betId,
      member_id: bet.memberId,
      platform: bet.platform,
      category_id: bet.categoryId,
      game_code: bet.gameCode,
      playname: bet.gameName,
      playmemo: bet.round === undefined ? '' : `round ${bet.round}`,
      bet_fen: bet.fen,
      valid_fen: bet.fen,
      // What the member has lost so far: each win adds to it.
      win_loss_fen: -bet.fen,
      status: BET_STATUS.unsettled,
      bet_time: bet.now,
    },
  });
}

/** A win paid on a bet adds to its result. */
export async function addWin(trx: Kysely<Tables>, platform: string, betId: string, fen: number): Promise<void> {
  if (fen === 0) return;
  await trx
    .updateTable('bet')
    .set((eb) => ({ win_loss_fen: eb('win_loss_fen', '+', fen) }))
    .where('platform', '=', platform)
    .where('bet_id', '=', betId)
    .execute();
}

/** Settles an unsettled bet and counts it, once: the conditional update lets only one caller through. */
export async function settleBet(trx: Kysely<Tables>, platform: string, betId: string, now: number): Promise<void> {
  const row = await trx
    .updateTable('bet')
    .set({ status: BET_STATUS.settled })
    .where('platform', '=', platform)
    .where('bet_id', '=', betId)
    .where('status', '=', BET_STATUS.unsettled)
    .returning(['id', 'member_id', 'platform', 'category_id', 'playname', 'valid_fen'])
    .executeTakeFirst();
  if (!row) return;
  await countSettledBet(trx, row, `${platform}:${betId}`, now);
}

/** A settled bet's row, as what it counts for reads it. */
export interface SettledBet {
  id: number;
  member_id: number;
  platform: string;
  category_id: string;
  playname: string;
  valid_fen: number;
}

/**
 * What a settled bet counts for, once, whichever platform played it: the member's turnover (under `turnoverId`,
 * unique per bet), the rebate it accrues, and the VIP tier it may lift. In the bet's settling transaction.
 */
export async function countSettledBet(trx: Kysely<Tables>, bet: SettledBet, turnoverId: string, now: number): Promise<void> {
  await countValidBet(trx, { betId: turnoverId, memberId: bet.member_id, validFen: bet.valid_fen, now });
  await accrueRebate(trx, bet, now);
  await refreshVipTier(trx, bet.member_id);
}

/** A rolled-back bet: void, worth nothing, counted nowhere (a settled one keeps what it already counted). */
export async function voidBet(trx: Kysely<Tables>, platform: string, betId: string): Promise<void> {
  await trx.updateTable('bet').set({ status: BET_STATUS.void, valid_fen: 0, win_loss_fen: 0 }).where('platform', '=', platform).where('bet_id', '=', betId).execute();
}
