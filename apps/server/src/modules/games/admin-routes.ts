import { adminGames, adminPlatforms, adminSaveGame, adminSavePlatform, adminSaveSlotGame, adminSlotGames } from '@casino/contract/calls/games';
import { GAME_SORTING, PLATFORM_SORTING, SLOT_GAME_SORTING, type SortDirection } from '@casino/contract/list-sorting';
import { MSG } from '@casino/contract/messages';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { answerCall } from '../../http/route';
import { pageSize, paginate } from '../../lists/page';
import { listOrder } from '../../lists/sort';
import { auditOf } from '../operators/request-admin';
import { gameItem, saveGame, saveSlotGame, slotGameItem } from './catalogue';
import { platformItems, savePlatform } from './platform-settings';

const reversed = (direction: SortDirection): SortDirection => (direction === 'asc' ? 'desc' : 'asc');

/** The operators' editing of the game platforms, the home's game lists and the slot games. */
export function gamesAdminRoutes(admin: FastifyInstance, context: AppContext): void {
  const { database, db, clock, platforms } = context;
  answerCall(admin, adminPlatforms, async ({ input }) => {
    // State 1 is shown: shown ascending (hidden first) is state ascending.
    const order = listOrder(PLATFORM_SORTING, input, { sort: 'sort', code: 'code', name: 'name', shown: 'state' });
    const page = await paginate(
      db.selectFrom('platform'),
      (query) => query.selectAll().orderBy(order.column, order.direction).orderBy('sort').orderBy('code'),
      { page: input.page, perPage: pageSize(input.per_page, 20) },
      (row) => row,
    );
    return { data: { ...page, data: await platformItems(db, page.data, clock()) } };
  });

  answerCall(admin, adminSavePlatform, async ({ input, request }) => {
    const now = clock();
    const saved = await savePlatform(database, input, auditOf(request, now), now);
    // The wallet's transfers see a hidden platform at once.
    platforms.forget();
    return { data: saved, message: MSG.operationOk };
  });

  answerCall(admin, adminGames, async ({ input }) => {
    let filtered = db.selectFrom('game');
    if (input.category) filtered = filtered.where('category_id', '=', input.category);
    const platform = input.platform?.trim() ?? '';
    if (platform !== '') filtered = filtered.where('platform_name', '=', platform);
    // app_state 1 is shown: shown ascending (hidden first) is app_state ascending.
    const order = listOrder(GAME_SORTING, input, { sort: 'sort', name: 'name', hot: 'hot', shown: 'app_state' });
    return {
      data: await paginate(
        filtered,
        (query) => query.selectAll().orderBy(order.column, order.direction).orderBy('sort').orderBy('id'),
        { page: input.page, perPage: pageSize(input.per_page, 20) },
        gameItem,
      ),
    };
  });

  answerCall(admin, adminSaveGame, async ({ input, request }) => ({ data: await saveGame(database, input, auditOf(request, clock())), message: MSG.operationOk }));

  answerCall(admin, adminSlotGames, async ({ input }) => {
    const catecode = input.catecode?.trim() ?? '';
    const filtered = catecode === '' ? db.selectFrom('slot_game') : db.selectFrom('slot_game').where('catecode', '=', catecode);
    const order = listOrder(SLOT_GAME_SORTING, input, { provider: 'catecode', sort: 'sort', name: 'gamename', shown: 'hidden' });
    // Shown ascending (hidden first) is hidden descending.
    const direction = order.column === 'hidden' ? reversed(order.direction) : order.direction;
    return {
      data: await paginate(
        filtered,
        (query) => query.selectAll().orderBy(order.column, direction).orderBy('catecode').orderBy('sort').orderBy('id'),
        { page: input.page, perPage: pageSize(input.per_page, 20) },
        slotGameItem,
      ),
    };
  });

  answerCall(admin, adminSaveSlotGame, async ({ input, request }) => ({ data: await saveSlotGame(database, input, auditOf(request, clock())), message: MSG.operationOk }));
}
