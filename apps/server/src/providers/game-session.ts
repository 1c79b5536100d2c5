import type { Kysely } from 'kysely';
import type { Tables } from '../db/schema';
import { hashToken, newToken } from '../security/tokens';
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
    })
    .execute();
  return token;
}
