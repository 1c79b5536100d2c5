import {
  adminConnectPlatform,
  adminDisconnectPlatform,
  adminGames,
  adminPlatformCallbacks,
  adminPlatformConnections,
  adminPlatforms,
  adminSaveGame,
  adminSavePlatform,
  adminSaveSlotGame,
  adminSlotGames,
} from '@casino/contract/calls/games';
import { MSG } from '@casino/contract/messages';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { answerCall } from '../../platform/http/route';
import { auditOf, operatorOf } from '../operators/public';
import { callbackLogPage } from './callback-log';
import { gamePage, saveGame, saveSlotGame, slotGamePage } from './catalogue';
import { connectPlatform, disconnectPlatformByOperator, platformConnectionList } from './platform-connections';
import { platformPage, savePlatform } from './platform-settings';

/** The operators' editing of the game platforms, the home's game lists and the slot games. */
export function gamesAdminRoutes(admin: FastifyInstance, context: AppContext): void {
  const { database, db, clock, platforms, secrets } = context;
  answerCall(admin, adminPlatforms, async ({ input }) => ({ data: await platformPage(db, input, clock()) }));

  answerCall(admin, adminSavePlatform, async ({ input, request }) => {
    const now = clock();
    const saved = await savePlatform(database, input, auditOf(request, now), now);
    // The wallet's transfers see a hidden platform at once.
    platforms.forget();
    return { data: saved, message: MSG.operationOk };
  });

  answerCall(admin, adminGames, async ({ input }) => ({ data: await gamePage(db, input) }));

  answerCall(admin, adminSaveGame, async ({ input, request }) => ({ data: await saveGame(database, input, auditOf(request, clock())), message: MSG.operationOk }));

  answerCall(admin, adminSlotGames, async ({ input }) => ({ data: await slotGamePage(db, input) }));

  answerCall(admin, adminSaveSlotGame, async ({ input, request }) => ({ data: await saveSlotGame(database, input, auditOf(request, clock())), message: MSG.operationOk }));

  answerCall(admin, adminPlatformConnections, async () => ({ data: await platformConnectionList(db, secrets) }));

  answerCall(admin, adminConnectPlatform, async ({ input, request }) => {
    const now = clock();
    return { data: await connectPlatform(database, secrets, input, operatorOf(request), now, auditOf(request, now)), message: MSG.operationOk };
  });

  answerCall(admin, adminDisconnectPlatform, async ({ input, request }) => {
    await disconnectPlatformByOperator(database, input.code, auditOf(request, clock()));
    return { data: [], message: MSG.operationOk };
  });

  answerCall(admin, adminPlatformCallbacks, async ({ input }) => ({ data: await callbackLogPage(db, input) }));
}
