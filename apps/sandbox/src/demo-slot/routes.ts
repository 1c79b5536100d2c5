import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { fenToYuan, parseYuan } from '@casino/contract/money';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../../server/src/context';
import { inMoneyTransaction } from '../../../server/src/platform/db/money-transaction';
import { BusinessError } from '../../../server/src/kernel/errors';
import { assertSiteOpen } from '../../../server/src/kernel/maintenance';
import { ACCOUNT_KIND } from '../../../server/src/ledger/accounts';
import { memberBalances } from '../../../server/src/ledger/balances';
import { InsufficientFunds, Ledger, memberPlatform, systemAccount } from '../../../server/src/ledger/ledger';
import { TRANSFER_KIND } from '../../../server/src/ledger/transfer-kinds';
import { countSettledBet } from '../../../server/src/modules/games/public';
import { BET_STATUS, CODES } from '@casino/contract/codes';
import { SERVER_MSG } from '@casino/contract/server-messages';
import { accountBlockMessage } from '@casino/contract/rules/login';
import { hashToken, randomId } from '../../../server/src/platform/security/tokens';
import { spin, STAKES_FEN, SYMBOLS } from './slot';

const tokenBody = z.object({ token: z.string().min(20).max(100) });
const spinBody = tokenBody.extend({ stake: z.union([z.string(), z.number()]) });

/**
 * The demo game: a page served from public/, and its two calls. Every stake and win moves through the
 * ledger between the member's platform wallet and the platform's house account, and writes a bet.
 */
export async function demoGameRoutes(app: FastifyInstance, { database, clock, accountIds, siteState }: AppContext): Promise<void> {
  const { db } = database;
  await app.register(fastifyStatic, {
    // Beside this file, and beside the compiled bundle, where the server build copies it.
    root: fileURLToPath(new URL('./public', import.meta.url)),
    prefix: '/demo-game/',
    decorateReply: false,
  });

  const sessionOf = async (token: string) => {
    const row = await db
      .selectFrom('game_session')
      .innerJoin('member', 'member.id', 'game_session.member_id')
      .selectAll('game_session')
      .select(['member.isblack', 'member.status'])
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirst();
    if (!row) throw new BusinessError(SERVER_MSG.gameSessionOver, CODES.unauthorized);
    const { isblack, status, ...session } = row;
    // A blocked or disabled member plays nothing, and reads why (issue #41); their block also ended the session.
    const blocked = accountBlockMessage({ isblack, status });
    if (blocked) throw new BusinessError(blocked, CODES.forbidden);
    if (session.expires_at < clock()) throw new BusinessError(SERVER_MSG.gameSessionOver, CODES.unauthorized);
    return session;
  };

  const balanceOf = async (memberId: number, platform: string) => fenToYuan((await memberBalances(db, memberId)).byPlatform.get(platform) ?? 0);

  app.post('/demo-game/api/state', async (request) => {
    const body = tokenBody.safeParse(request.body);
    if (!body.success) throw new BusinessError('请求参数不正确');
    const session = await sessionOf(body.data.token);
    const platform = await db.selectFrom('platform').select('name').where('code', '=', session.platform).executeTakeFirst();
    return {
      code: 200,
      message: '',
      data: {
        game: session.game_name,
        platform: platform?.name ?? session.platform,
        balance: await balanceOf(session.member_id, session.platform),
        stakes: STAKES_FEN.map(fenToYuan),
        symbols: SYMBOLS,
      },
    };
  });

  app.post('/demo-game/api/spin', async (request) => {
    const body = spinBody.safeParse(request.body);
    if (!body.success) throw new BusinessError('请求参数不正确');
    // A bet moves money: refused while the site is under maintenance, as the member API's money calls.
    await assertSiteOpen(siteState);
    const session = await sessionOf(body.data.token);
    const stake = parseYuan(body.data.stake);
    if (stake === undefined || !(STAKES_FEN as readonly number[]).includes(stake)) throw new BusinessError('请选择下注金额');
    const result = spin(stake);
    const now = clock();
    const betId = `${session.platform}-${String(now)}-${randomId(4)}`;
    try {
      await inMoneyTransaction(database, async (trx) => {
        const ledger = new Ledger(trx, now, accountIds);
        const wallet = memberPlatform(session.member_id, session.platform);
        const house = systemAccount(ACCOUNT_KIND.house, session.platform);
        // The stake is covered on its own first: a win in the same operation must not pay for it.
        await ledger.transfer(`bet:${betId}`, [{ id: `bet:${betId}`, debit: wallet, credit: house, amount: stake, kind: TRANSFER_KIND.bet, refType: 'bet', refId: betId }]);
        if (result.winFen > 0) {
          await ledger.transfer(`win:${betId}`, [{ id: `win:${betId}`, debit: house, credit: wallet, amount: result.winFen, kind: TRANSFER_KIND.win, refType: 'bet', refId: betId }]);
        }
        const row = await trx
          .insertInto('bet')
          .values({
            bet_id: betId,
            member_id: session.member_id,
            platform: session.platform,
            category_id: session.category_id,
            game_code: session.game_code,
            playname: session.game_name,
            playmemo: result.reels.map((i) => SYMBOLS[i]).join(' '),
            bet_fen: stake,
            valid_fen: stake,
            win_loss_fen: result.winFen - stake,
            status: BET_STATUS.settled,
            bet_time: now,
          })
          .returning(['id', 'member_id', 'platform', 'category_id', 'playname', 'valid_fen'])
          .executeTakeFirstOrThrow();
        await countSettledBet(trx, row, betId, now);
      });
    } catch (error) {
      if (error instanceof InsufficientFunds) throw new BusinessError('游戏余额不足，请先转入');
      throw error;
    }
    return {
      code: 200,
      message: '',
      data: { reels: result.reels, win: fenToYuan(result.winFen), balance: await balanceOf(session.member_id, session.platform), bet_id: betId },
    };
  });
}
