import { gameList, gameListApp, gamelistBycode, getGameUrl } from '@casino/contract/calls/games';
import { MSG } from '@casino/contract/messages';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { answerMoneyCallWith } from '../../http/money-call';
import { answerCall } from '../../http/route';
import { PlatformConnections } from '../../providers/connections';
import { gamesOf, hotGames, slotGamesOf } from './game-lists';
import { openGame, planLaunch } from './launch';

export function gamesRoutes(api: FastifyInstance, context: AppContext): void {
  const { db, database, clock, gameProviders } = context;
  const transfers = { database, connections: new PlatformConnections(db, context.secrets), clock, timeoutMs: context.config.PLATFORM_TRANSFER_TIMEOUT_MS };

  answerCall(api, gameList, async ({ input }) => ({ data: await gamesOf(db, input.category) }));

  answerCall(api, gameListApp, async () => ({ data: await hotGames(db) }));

  answerCall(api, gamelistBycode, async ({ input }) => ({ data: await slotGamesOf(db, input.gamecode) }));

  answerMoneyCallWith(api, context, getGameUrl, {
    inTransaction: ({ input, member, trx, ledger, opId, now }) => planLaunch(trx, ledger, member, input, { opId, now }),
    // The platform is called only once the sweep has committed; a replay asks it for a new URL and moves nothing.
    afterCommit: async (plan, { member, request }) => ({
      data: { url: await openGame(database, gameProviders, clock, plan, { memberId: member.id, origin: `${request.protocol}://${request.host}`, ip: request.ip, log: request.log }, transfers) },
      message: MSG.jumping,
    }),
  });
}
