import type { Kysely } from 'kysely';
import type { Tables } from '../../db/schema';
import { hashToken, newToken } from '../../security/tokens';
import type { GameLaunch, GameProvider } from '../provider';

export const GAME_SESSION_TTL_MS = 12 * 60 * 60_000;

/** The built-in provider: every platform opens our own demo slot machine, playing from that platform's wallet. */
export function demoProvider(db: Kysely<Tables>): GameProvider {
  return {
    async launchUrl(launch: GameLaunch): Promise<string> {
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
      return `${launch.origin}/demo-game/?token=${encodeURIComponent(token)}`;
    },
  };
}
