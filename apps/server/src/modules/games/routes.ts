import { gameList, gameListApp, gamelistBycode, gamePlatforms, gameSearch, getGameUrl, recentGames } from '@casino/contract/calls/games';
import { MSG } from '@casino/contract/messages';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { answerMoneyCallWith } from '../../kernel/money-call';
import { currentMember } from '../../platform/http/auth';
import { answerCall } from '../../platform/http/route';
import { PlatformConnections } from '../../integrations/platforms/connections';
import { gamesOf, hotGames, slotGamesOf } from './game-lists';
import { openGame, planLaunch } from './launch';
import { lobbyPlatforms, recentGamesOf, rememberLaunch, searchGames } from './lobby';

export function gamesRoutes(api: FastifyInstance, context: AppContext): void {
  const { db, database, clock, gameProviders } = context;
  const transfers = { database, connections: new PlatformConnections(db, context.secrets), clock, timeoutMs: context.config.PLATFORM_TRANSFER_TIMEOUT_MS };

  answerCall(api, gameList, async ({ input }) => ({ data: await gamesOf(db, input.category) }));

  answerCall(api, gameListApp, async () => ({ data: await hotGames(db) }));

  answerCall(api, gamelistBycode, async ({ input }) => ({ data: await slotGamesOf(db, input.gamecode) }));

  answerCall(api, gamePlatforms, async () => ({ data: await lobbyPlatforms(db) }));

  answerCall(api, gameSearch, async ({ input }) => ({ data: await searchGames(db, input.name) }));

  answerCall(api, recentGames, async ({ request }) => ({ data: await recentGamesOf(db, currentMember(request).id) }));

  answerMoneyCallWith(api, context, getGameUrl, {
    inTransaction: ({ input, member, trx, ledger, opId, now }) => planLaunch(trx, ledger, member, input, { opId, now }),
    // The platform is called only once the sweep has committed; a replay asks it for a new URL and moves nothing.
    afterCommit: async (plan, { member, request }) => {
      const url = await openGame(database, gameProviders, clock, plan, { memberId: member.id, origin: `${request.protocol}://${request.host}`, ip: request.ip, sessionHash: request.tokenHash, log: request.log }, transfers);
      // Only a game that opened is one the member played (最近玩过); the game is open whether or not this is kept.
      await rememberLaunch(db, member.id, plan, clock()).catch((error: unknown) => {
        request.log.error({ err: error }, 'recent game not kept');
      });
      return { data: { url }, message: MSG.jumping };
    },
  });
}
