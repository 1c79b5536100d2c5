import type { adminSaveGame, adminSaveSlotGame } from '@casino/contract/calls/games';
import type { ParsedRequestOf } from '@casino/contract/call';
import { CODES, type GameCategory } from '@casino/contract/codes';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { checkGame } from '@casino/contract/rules/admin-games';
import type { Selectable } from 'kysely';
import type { AuditWriter } from '../../audit/audit-log';
import type { Database } from '../../db/database';
import { inMoneyTransaction } from '../../db/money-transaction';
import type { GameTable, SlotGameTable } from '../../db/schema';
import { BusinessError } from '../../http/business-error';

/** A game of the home's lists as the console shows it. */
export function gameItem(row: Selectable<GameTable>) {
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
export function slotGameItem(row: Selectable<SlotGameTable>) {
  return { id: row.id, catecode: row.catecode, gamecode: row.gamecode, gamename: row.gamename, gamepic: row.gamepic, sort: row.sort, hidden: row.hidden === 1 };
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
