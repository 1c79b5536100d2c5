import type { adminGames, adminSaveGame, adminSaveSlotGame, adminSlotGames } from '@casino/contract/calls/games';
import type { ParsedRequestOf } from '@casino/contract/call';
import { CODES, type GameCategory } from '@casino/contract/codes';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { GAME_SORTING, SLOT_GAME_SORTING, type SortDirection } from '@casino/contract/list-sorting';
import { checkGame } from '@casino/contract/rules/admin-games';
import type { Kysely, Selectable } from 'kysely';
import type { AuditWriter } from '../../kernel/audit-log';
import type { Database } from '../../platform/db/database';
import { inMoneyTransaction } from '../../platform/db/money-transaction';
import type { GameTable, SlotGameTable, Tables } from '../../platform/db/schema';
import { BusinessError } from '../../kernel/errors';
import { pageSize, paginate } from '../../kernel/lists/page';
import { listOrder } from '../../kernel/lists/sort';

const reversed = (direction: SortDirection): SortDirection => (direction === 'asc' ? 'desc' : 'asc');

/** A game of the home's lists as the console shows it. */
function gameItem(row: Selectable<GameTable>) {
  return {
    id: row.id,
    category_id: row.category_id as GameCategory,
    platform_name: row.platform_name,
    game_code: row.game_code,
    name: row.name,
    app_img: row.app_img,
    sort: row.sort,
    hidden: row.app_state !== 1,
    hot: row.hot === 1,
  };
}

/** A slot game of a provider as the console shows it. */
function slotGameItem(row: Selectable<SlotGameTable>) {
  return { id: row.id, catecode: row.catecode, gamecode: row.gamecode, gamename: row.gamename, gamepic: row.gamepic, sort: row.sort, hidden: row.hidden === 1 };
}

/** One page of the home's games, of a category and a platform or all, for the operators' list. */
export function gamePage(db: Kysely<Tables>, input: ParsedRequestOf<typeof adminGames>) {
  let filtered = db.selectFrom('game');
  if (input.category) filtered = filtered.where('category_id', '=', input.category);
  const platform = input.platform?.trim() ?? '';
  if (platform !== '') filtered = filtered.where('platform_name', '=', platform);
  // app_state 1 is shown: shown ascending (hidden first) is app_state ascending.
  const order = listOrder(GAME_SORTING, input, { sort: 'sort', name: 'name', hot: 'hot', shown: 'app_state' });
  return paginate(
    filtered,
    (query) => query.selectAll().orderBy(order.column, order.direction).orderBy('sort').orderBy('id'),
    { page: input.page, perPage: pageSize(input.per_page, 20) },
    gameItem,
  );
}

/** One page of the slot games, of a provider or all, for the operators' list. */
export function slotGamePage(db: Kysely<Tables>, input: ParsedRequestOf<typeof adminSlotGames>) {
  const catecode = input.catecode?.trim() ?? '';
  const filtered = catecode === '' ? db.selectFrom('slot_game') : db.selectFrom('slot_game').where('catecode', '=', catecode);
  const order = listOrder(SLOT_GAME_SORTING, input, { provider: 'catecode', sort: 'sort', name: 'gamename', shown: 'hidden' });
  // Shown ascending (hidden first) is hidden descending.
  const direction = order.column === 'hidden' ? reversed(order.direction) : order.direction;
  return paginate(
    filtered,
    (query) => query.selectAll().orderBy(order.column, direction).orderBy('catecode').orderBy('sort').orderBy('id'),
    { page: input.page, perPage: pageSize(input.per_page, 20) },
    slotGameItem,
  );
}

/** Changes a game after the contract's checkGame; the change and its audit row commit together. */
export async function saveGame(database: Database, input: ParsedRequestOf<typeof adminSaveGame>, audit: AuditWriter) {
  const broken = checkGame({ name: input.name, image: input.app_img, sort: input.sort });
  if (broken !== undefined) throw new BusinessError(broken, CODES.validation);
  return inMoneyTransaction(database, async (trx) => {
    const before = await trx.selectFrom('game').selectAll().where('id', '=', input.id).executeTakeFirst();
    if (!before) throw new BusinessError(ADMIN_MSG.adminGameNotFound, CODES.notFound);
    const after = await trx
      .updateTable('game')
      .set({ name: input.name?.trim() ?? '', app_img: input.app_img?.trim() ?? '', sort: input.sort ?? 0, app_state: input.hidden === true ? 0 : 1, hot: input.hot === true ? 1 : 0 })
      .where('id', '=', input.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await audit(trx, { target: `game:${String(input.id)}`, before: gameItem(before), after: gameItem(after) });
    return gameItem(after);
  });
}

/** Changes a slot game after the contract's checkGame; the change and its audit row commit together. */
export async function saveSlotGame(database: Database, input: ParsedRequestOf<typeof adminSaveSlotGame>, audit: AuditWriter) {
  const broken = checkGame({ name: input.gamename, image: input.gamepic, sort: input.sort });
  if (broken !== undefined) throw new BusinessError(broken, CODES.validation);
  return inMoneyTransaction(database, async (trx) => {
    const before = await trx.selectFrom('slot_game').selectAll().where('id', '=', input.id).executeTakeFirst();
    if (!before) throw new BusinessError(ADMIN_MSG.adminGameNotFound, CODES.notFound);
    const after = await trx
      .updateTable('slot_game')
      .set({ gamename: input.gamename?.trim() ?? '', gamepic: input.gamepic?.trim() ?? '', sort: input.sort ?? 0, hidden: input.hidden === true ? 1 : 0 })
      .where('id', '=', input.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await audit(trx, { target: `slot_game:${String(input.id)}`, before: slotGameItem(before), after: slotGameItem(after) });
    return slotGameItem(after);
  });
}
