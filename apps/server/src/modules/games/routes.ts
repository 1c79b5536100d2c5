import { gameList, gameListApp, gamelistBycode } from '@casino/contract/calls/games';
import type { Game } from '@casino/contract/entities/games';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { answerCall } from '../../http/route';

export function gamesRoutes(api: FastifyInstance, { db }: AppContext): void {
  /** Shown games of enabled platforms. */
  const shownGames = () =>
    db
      .selectFrom('game')
      .innerJoin('platform', 'platform.code', 'game.platform_name')
      .select(['game.category_id', 'game.platform_name', 'game.game_code', 'game.name', 'game.app_state', 'game.app_img'])
      .where('game.app_state', '=', 1)
      .where('platform.state', '=', 1)
      .orderBy('game.sort')
      .orderBy('game.id');

  const toGame = (row: { category_id: string; platform_name: string; game_code: string; name: string; app_img: string }): Game => ({
    category_id: row.category_id as Game['category_id'],
    platform_name: row.platform_name,
    game_code: row.game_code,
    name: row.name,
    app_state: 1,
    app_img: row.app_img,
  });

  answerCall(api, gameList, async ({ input }) => {
    let query = shownGames();
    if (input.category) query = query.where('game.category_id', '=', input.category);
    return { data: (await query.execute()).map(toGame) };
  });

  answerCall(api, gameListApp, async () => ({
    data: (await shownGames().where('game.hot', '=', 1).execute()).map(toGame),
  }));

  answerCall(api, gamelistBycode, async ({ input }) => {
    const rows = await db
      .selectFrom('slot_game')
      .select(['catecode', 'gamecode', 'gamename', 'gamepic'])
      .where('catecode', '=', (input.gamecode ?? '').trim())
      .orderBy('sort')
      .orderBy('id')
      .execute();
    return { data: rows };
  });
}
