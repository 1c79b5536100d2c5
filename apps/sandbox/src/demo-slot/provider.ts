import type { Kysely } from 'kysely';
import type { Tables } from '../../../server/src/platform/db/schema';
import { openGameSession } from '../../../server/src/integrations/platforms/game-session';
import type { GameLaunch, GameProvider } from '../../../server/src/integrations/platforms/provider';

/** The built-in provider: every platform opens our own demo slot machine, playing from that platform's wallet. */
export function demoProvider(db: Kysely<Tables>): GameProvider {
  return {
    async launchUrl(launch: GameLaunch): Promise<string> {
      const token = await openGameSession(db, launch);
      return `${launch.origin}/demo-game/?token=${encodeURIComponent(token)}`;
    },
  };
}
