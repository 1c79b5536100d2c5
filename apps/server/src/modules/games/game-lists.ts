import type { ParsedRequestOf } from '@casino/contract/call';
import type { gameList } from '@casino/contract/calls/games';
import type { Game } from '@casino/contract/entities/games';
import type { Kysely } from 'kysely';
import type { Tables } from '../../platform/db/schema';

/** Shown games of enabled platforms. */
function shownGames(db: Kysely<Tables>) {
  return db
    .selectFrom('game')
    .innerJoin('platform', 'platform.code', 'game.platform_name')
    .select(['game.category_id', 'game.platform_name', 'game.game_code', 'game.name', 'game.app_state', 'game.app_img'])
    .where('game.app_state', '=', 1)
    .where('platform.state', '=', 1)
    .orderBy('game.sort')
    .orderBy('game.id');
}

const toGame = (row: { category_id: string; platform_name: string; game_code: string; name: string; app_img: string }): Game => ({
  category_id: row.category_id as Game['category_id'],
  platform_name: row.platform_name,
  game_code: row.game_code,
  name: row.name,
  app_state: 1,
  app_img: row.app_img,
});

/** The shown games of a category, or of all. */
export async function gamesOf(db: Kysely<Tables>, category: ParsedRequestOf<typeof gameList>['category']): Promise<Game[]> {
  let query = shownGames(db);
  if (category) query = query.where('game.category_id', '=', category);
  return (await query.execute()).map(toGame);
}

/** The shown hot games, for the app's home. */
export async function hotGames(db: Kysely<Tables>): Promise<Game[]> {
  return (await shownGames(db).where('game.hot', '=', 1).execute()).map(toGame);
}

/** The shown slot games of a provider. A provider is a platform: hidden, its slot games leave the list with it. */
export function slotGamesOf(db: Kysely<Tables>, provider: string | undefined) {
  return db
    .selectFrom('slot_game')
    .innerJoin('platform', 'platform.code', 'slot_game.catecode')
    .select(['slot_game.catecode', 'slot_game.gamecode', 'slot_game.gamename', 'slot_game.gamepic'])
    .where('slot_game.catecode', '=', (provider ?? '').trim())
    .where('slot_game.hidden', '=', 0)
    .where('platform.state', '=', 1)
    .orderBy('slot_game.sort')
    .orderBy('slot_game.id')
    .execute();
}
