import { gameList, gameListApp, gamelistBycode, getGameUrl } from '@casino/contract/calls/games';
import { CODES } from '@casino/contract/codes';
import { MSG } from '@casino/contract/messages';
import type { Game } from '@casino/contract/entities/games';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../context';
import type { Tables } from '../../db/schema';
import { BusinessError } from '../../http/business-error';
import { answerMoneyCall } from '../../http/money-call';
import { answerCall } from '../../http/route';
import { memberBalances } from '../../ledger/balances';
import { memberMain, memberPlatform, type Ledger } from '../../ledger/ledger';
import { TRANSFER_KIND } from '../../ledger/transfer-kinds';
import { demoProvider } from '../../providers/demo/provider';

export function gamesRoutes(api: FastifyInstance, context: AppContext): void {
  const { db } = context;
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

  answerMoneyCall(api, context, getGameUrl, async ({ input, member, trx, ledger, opId, now, request }) => {
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
    if (member.transferstatus === 1) await sweepInto(trx, ledger, opId, member.id, platform.code);
    const url = await demoProvider.launchUrl(trx, {
      memberId: member.id,
      platform: platform.code,
      categoryId: game?.category_id ?? 'concise',
      gameCode: game?.game_code ?? slot?.gamecode ?? platform.code,
      gameName: game?.name ?? slot?.gamename ?? platform.name,
      origin: `${request.protocol}://${request.host}`,
      now,
    });
    return { data: { url }, message: MSG.jumping };
  });
}

/** Seamless (免转) mode: every other platform's balance back to main, then all of main into the game's platform. */
async function sweepInto(trx: Kysely<Tables>, ledger: Ledger, opId: string, memberId: number, target: string): Promise<void> {
  const { mainFen, byPlatform } = await memberBalances(trx, memberId);
  const others = [...byPlatform].filter(([platform, available]) => platform !== target && available > 0);
  const mainAfter = mainFen + others.reduce((sum, [, available]) => sum + available, 0);
  await ledger.transfer(opId, [
    ...others.map(([platform, available]) => ({
      id: `${opId}:back:${platform}`,
      debit: memberPlatform(memberId, platform),
      credit: memberMain(memberId),
      amount: available,
      kind: TRANSFER_KIND.transferOut,
      refType: 'platform',
      refId: platform,
    })),
    ...(mainAfter > 0
      ? [{ id: `${opId}:into:${target}`, debit: memberMain(memberId), credit: memberPlatform(memberId, target), amount: mainAfter, kind: TRANSFER_KIND.transferIn, refType: 'platform', refId: target }]
      : []),
  ]);
}
