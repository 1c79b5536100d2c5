import { gameList, gameListApp, gamelistBycode, getGameUrl } from '@casino/contract/calls/games';
import { CODES } from '@casino/contract/codes';
import { MSG } from '@casino/contract/messages';
import type { Game } from '@casino/contract/entities/games';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { BusinessError } from '../../http/business-error';
import { answerMoneyCallWith } from '../../http/money-call';
import { answerCall } from '../../http/route';
import { sweepInto, undoSweep } from './seamless-sweep';

export function gamesRoutes(api: FastifyInstance, context: AppContext): void {
  const { db, database, clock, gameProvider } = context;
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
    // A provider is a platform: hidden, its slot games leave the list with it.
    const rows = await db
      .selectFrom('slot_game')
      .innerJoin('platform', 'platform.code', 'slot_game.catecode')
      .select(['slot_game.catecode', 'slot_game.gamecode', 'slot_game.gamename', 'slot_game.gamepic'])
      .where('slot_game.catecode', '=', (input.gamecode ?? '').trim())
      .where('slot_game.hidden', '=', 0)
      .where('platform.state', '=', 1)
      .orderBy('slot_game.sort')
      .orderBy('slot_game.id')
      .execute();
    return { data: rows };
  });

  answerMoneyCallWith(api, context, getGameUrl, {
    inTransaction: async ({ input, member, trx, ledger, opId }): Promise<LaunchPlan> => {
      const platformCode = (input.plat_name ?? '').trim();
      const platform = await trx.selectFrom('platform').select(['code', 'name']).where('code', '=', platformCode).where('state', '=', 1).executeTakeFirst();
      if (!platform) throw new BusinessError(MSG.unknownPlatform, CODES.notFound);
      const gameCode = (input.game_code ?? '').trim() || (input.game_type ?? '').trim();
      const game = await trx
        .selectFrom('game')
        .select(['category_id', 'game_code', 'name'])
        .where('platform_name', '=', platform.code)
        .where((eb) => eb.or([eb('game_code', '=', gameCode), eb('category_id', '=', gameCode)]))
        .orderBy('sort')
        .executeTakeFirst();
      const slot = game
        ? undefined
        : await trx.selectFrom('slot_game').select(['gamecode', 'gamename']).where('catecode', '=', platform.code).where('gamecode', '=', gameCode).executeTakeFirst();
      const sweptInto = member.transferstatus === 1 ? await sweepInto(trx, ledger, opId, member.id, platform.code) : null;
      return {
        platform: platform.code,
        categoryId: game?.category_id ?? 'concise',
        gameCode: game?.game_code ?? slot?.gamecode ?? platform.code,
        gameName: game?.name ?? slot?.gamename ?? platform.name,
        sweptInto,
      };
    },
    // The platform is called only once the sweep has committed; a replay asks it for a new URL and moves nothing.
    afterCommit: async ({ sweptInto, ...game }, { member, request }) => {
      try {
        const url = await gameProvider.launchUrl({ ...game, memberId: member.id, origin: `${request.protocol}://${request.host}`, now: clock() });
        return { data: { url }, message: MSG.jumping };
      } catch (error) {
        request.log.warn({ err: error, platform: game.platform }, 'game launch failed');
        if (sweptInto !== null) {
          const undo = await undoSweep(database, sweptInto, clock());
          if (undo === 'spent') request.log.warn({ transfer: sweptInto }, 'seamless sweep not returned: the platform wallet no longer holds it');
        }
        throw error instanceof BusinessError ? error : new BusinessError(MSG.gameLaunchFailed, CODES.gameLaunchFailed);
      }
    },
  });
}

/** What the launch's transaction settled: the game to open and the sweep's transfer into its platform, if any. */
interface LaunchPlan {
  platform: string;
  categoryId: string;
  gameCode: string;
  gameName: string;
  sweptInto: string | null;
}
