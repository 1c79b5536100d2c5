import type { Game, GamePlatform } from '@casino/contract/entities/games';
import { GAME_CATEGORY_IDS, type GameCategory } from '@casino/contract/codes';
import { GAME_SEARCH_MAX, RECENT_GAMES_MAX } from '@casino/contract/rules/game-lobby';
import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../platform/db/schema';

/** The lobby's provider cards: shown platforms in their order, each with the categories of its shown games. */
export async function lobbyPlatforms(db: Kysely<Tables>): Promise<GamePlatform[]> {
  const [platforms, categories] = await Promise.all([
    db.selectFrom('platform').select(['code', 'name', 'logo']).where('state', '=', 1).orderBy('sort').orderBy('code').execute(),
    db.selectFrom('game').select(['platform_name', 'category_id']).where('app_state', '=', 1).groupBy(['platform_name', 'category_id']).execute(),
  ]);
  return platforms
    .map((platform) => ({
      ...platform,
      categories: GAME_CATEGORY_IDS.filter((id) => categories.some((row) => row.platform_name === platform.code && row.category_id === id)),
    }))
    .filter((platform) => platform.categories.length > 0);
}

const asGame = (row: { category_id: string; platform_name: string; game_code: string; name: string; app_img: string }): Game => ({
  category_id: row.category_id as GameCategory,
  platform_name: row.platform_name,
  game_code: row.game_code,
  name: row.name,
  app_state: 1,
  app_img: row.app_img,
});

/** LIKE's own characters in a player's text match themselves. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * Shown games whose name holds the text, the home's (but 电子游艺's provider entries) then the providers' slot games (a slot game as category
 * concise of its provider, as the provider's list opens it). Lower-cased on both sides: PostgreSQL's LIKE minds case.
 */
export async function searchGames(db: Kysely<Tables>, name: string | undefined): Promise<Game[]> {
  const text = (name ?? '').trim();
  if (text === '') return [];
  const pattern = likePattern(text);
  const [games, slots] = await Promise.all([
    db
      .selectFrom('game')
      .innerJoin('platform', 'platform.code', 'game.platform_name')
      .select(['game.category_id', 'game.platform_name', 'game.game_code', 'game.name', 'game.app_img'])
      .where('game.app_state', '=', 1)
      // The home's 电子游艺 entries are its providers, not games: their games are the slot games below.
      .where('game.category_id', '!=', 'concise')
      .where('platform.state', '=', 1)
      .where(sql<boolean>`lower(game.name) like ${pattern} escape '\\'`)
      .orderBy('game.sort')
      .orderBy('game.id')
      .limit(GAME_SEARCH_MAX)
      .execute(),
    db
      .selectFrom('slot_game')
      .innerJoin('platform', 'platform.code', 'slot_game.catecode')
      .select(['slot_game.catecode', 'slot_game.gamecode', 'slot_game.gamename', 'slot_game.gamepic'])
      .where('slot_game.hidden', '=', 0)
      .where('platform.state', '=', 1)
      .where(sql<boolean>`lower(slot_game.gamename) like ${pattern} escape '\\'`)
      .orderBy('platform.sort')
      .orderBy('slot_game.sort')
      .orderBy('slot_game.id')
      .limit(GAME_SEARCH_MAX)
      .execute(),
  ]);
  const slotGames = slots.map((slot) => asGame({ category_id: 'concise', platform_name: slot.catecode, game_code: slot.gamecode, name: slot.gamename, app_img: slot.gamepic }));
  return [...games.map(asGame), ...slotGames].slice(0, GAME_SEARCH_MAX);
}

/** Records a member's launch of a game: its row, with the time of this launch. */
export async function rememberLaunch(db: Kysely<Tables>, memberId: number, game: { platform: string; gameCode: string; categoryId: string }, now: number): Promise<void> {
  await db
    .insertInto('recent_game')
    .values({ member_id: memberId, platform: game.platform, game_code: game.gameCode, category_id: game.categoryId, played_at: now })
    .onConflict((conflict) => conflict.columns(['member_id', 'platform', 'game_code']).doUpdateSet({ category_id: game.categoryId, played_at: now }))
    .execute();
}

/**
 * The member's last games launched, newest first, of shown platforms, with their names and images as the
 * catalogue has them now (a game of the home's lists, else a slot game; a platform's own lobby is its name and logo).
 */
export async function recentGamesOf(db: Kysely<Tables>, memberId: number): Promise<Game[]> {
  const rows = await db
    .selectFrom('recent_game as r')
    .innerJoin('platform as p', 'p.code', 'r.platform')
    .leftJoin('game as g', (join) => join.onRef('g.platform_name', '=', 'r.platform').onRef('g.game_code', '=', 'r.game_code'))
    .leftJoin('slot_game as s', (join) => join.onRef('s.catecode', '=', 'r.platform').onRef('s.gamecode', '=', 'r.game_code'))
    .select(['r.platform', 'r.game_code', 'r.category_id', 'p.name as platform_title', 'p.logo', 'g.name', 'g.app_img', 'g.app_state', 's.gamename', 's.gamepic', 's.hidden'])
    .where('r.member_id', '=', memberId)
    .where('p.state', '=', 1)
    .orderBy('r.played_at', 'desc')
    .orderBy('r.game_code')
    .limit(RECENT_GAMES_MAX * 2)
    .execute();
  return rows
    .filter((row) => row.app_state !== 0 && row.hidden !== 1)
    .slice(0, RECENT_GAMES_MAX)
    .map((row) =>
      asGame({
        category_id: row.category_id,
        platform_name: row.platform,
        game_code: row.game_code,
        name: row.name ?? row.gamename ?? row.platform_title,
        app_img: row.app_img ?? row.gamepic ?? row.logo,
      }),
    );
}
