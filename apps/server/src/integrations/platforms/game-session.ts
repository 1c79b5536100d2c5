import type { Kysely } from 'kysely';
import type { Tables } from '../../platform/db/schema';
import { hashToken, newToken } from '../../platform/security/tokens';
import type { GameLaunch } from './provider';

/** How long a launch's game session token is good for bets (wins and rollbacks are accepted after it). */
export const GAME_SESSION_TTL_MS = 12 * 60 * 60_000;

/** Opens a game session for a launch: its row keeps only the token's hash; the token goes to the platform. */
export async function openGameSession(db: Kysely<Tables>, launch: GameLaunch): Promise<string> {
  const token = newToken();
  await db
    .insertInto('game_session')
    .values({
      token_hash: hashToken(token),
      member_id: launch.memberId,
      platform: launch.platform,
      category_id: launch.categoryId,
      game_code: launch.gameCode,
      game_name: launch.gameName,
      expires_at: launch.now + GAME_SESSION_TTL_MS,
      session_hash: launch.sessionHash,
    })
    .execute();
  return token;
}

/**
 * Ends game sessions, in the transaction of what ends them: those a member session launched (its log-off), or all
 * of a member's (what ends all their sessions: a password change or reset, a block, a disable). An ended game
 * session is an expired one: its bets and balance calls answer RS_ERROR_TOKEN_EXPIRED, the demo slot spins no
 * more; wins and rollbacks, which never look at the token, are still paid. Answers how many ended.
 */
export async function endGameSessions(trx: Kysely<Tables>, whose: { memberId: number } | { sessionHash: string }, now: number): Promise<number> {
  let query = trx.updateTable('game_session').set({ expires_at: now - 1 }).where('expires_at', '>=', now);
  query = 'memberId' in whose ? query.where('member_id', '=', whose.memberId) : query.where('session_hash', '=', whose.sessionHash);
  const ended = await query.executeTakeFirst();
  return Number(ended.numUpdatedRows);
}
