import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/database';
import { isUniqueViolation } from '../../../platform/db/dialect';
import { inMoneyTransaction } from '../../../platform/db/money-transaction';
import type { Tables } from '../../../platform/db/schema';
import { ACCOUNT_KIND } from '../../../ledger/accounts';
import { InsufficientFunds, Ledger, memberPlatform, systemAccount } from '../../../ledger/ledger';
import { TRANSFER_KIND } from '../../../ledger/transfer-kinds';
import { addWin, openBet, settleBet, voidBet } from '../../../modules/games/public';
import { CURRENCY, hub88ToFen, memberIdOfUser, RS } from '../hub88/protocol';
import type { Hub88TransactionItem } from '../hub88/report';

/**
 * What taking one item of a transfer-wallet platform's Transactions API came to. `taken`: written now; `seen`: taken
 * before (by this pull, a concurrent one, or a seamless callback with the same transaction_uuid); `ignored`: nothing to
 * take (not a success, or a kind that moves no money of the member's); `left`: not taken, for the next pull, and why;
 * `foreign`: an item of a user who is none of our members, reported and never taken.
 */
export type ItemOutcome = { kind: 'taken' | 'seen' | 'ignored' } | { kind: 'left' | 'foreign'; reason: string };

/** Millis of Hub88's inserted_at (UTC, YYYY-MM-DDThh:mm:ss), or undefined. */
export function insertedAtOf(item: Hub88TransactionItem): number | undefined {
  if (typeof item.inserted_at !== 'string') return undefined;
  const millis = Date.parse(`${item.inserted_at.slice(0, 19)}Z`);
  return Number.isNaN(millis) ? undefined : millis;
}

type Kind = 'bet' | 'win' | 'rollback';

const kindOf = (item: Hub88TransactionItem): Kind | undefined =>
  item.kind === 'TK_BET' ? 'bet' : item.kind === 'TK_ROLLBACK' ? 'rollback' : item.kind.endsWith('_WIN') ? 'win' : undefined;

/** The game a pulled bet was played in, as 投注记录 names it: the member's last session of it, else the game lists, else the platform. */
async function gameOf(trx: Kysely<Tables>, platform: string, memberId: number, gameCode: string | null | undefined) {
  const code = gameCode ?? '';
  const session = await trx
    .selectFrom('game_session')
    .select(['category_id', 'game_name'])
    .where('member_id', '=', memberId)
    .where('platform', '=', platform)
    .where('game_code', '=', code)
    .orderBy('expires_at', 'desc')
    .executeTakeFirst();
  if (session) return { categoryId: session.category_id, gameCode: code, gameName: session.game_name };
  const game = await trx.selectFrom('game').select(['category_id', 'name']).where('platform_name', '=', platform).where('game_code', '=', code).executeTakeFirst();
  if (game) return { categoryId: game.category_id, gameCode: code, gameName: game.name };
  const slot = await trx.selectFrom('slot_game').select('gamename').where('catecode', '=', platform).where('gamecode', '=', code).executeTakeFirst();
  return { categoryId: 'concise', gameCode: code || platform, gameName: slot?.gamename ?? (code || platform) };
}

/** Left for the next pull: thrown inside the transaction so nothing of the item is kept. */
class Left extends Error {}

/**
 * Takes one item in one money transaction, once by its transaction_uuid (hub88_transaction's key: a concurrent pull
 * collides on it and finds it taken). A bet: the member's platform account → house:p, and its 投注记录 row; a win:
 * house:p → the platform account, added to its bet, which it settles (turnover, rebate and VIP counted as the demo's
 * bets are); a rollback: the bet's reversal, the bet void. Transfer ids are the seamless callbacks' (hub88:<kind>:<uuid>).
 * A bet the platform account cannot cover, a win or rollback whose bet is not taken, or a win above the maximum of
 * one credit, is left: never guessed.
 */
export async function takeItem(database: Database, platform: string, item: Hub88TransactionItem, now: number, maxCreditFen: number): Promise<ItemOutcome> {
  const kind = kindOf(item);
  const uuid = item.transaction_uuid;
  // A bet rolled back before we took it moved nothing at the platform in the end; its rollback finds nothing to undo.
  if (kind === undefined || item.transaction_status !== 'TS_SUCCESS') return { kind: 'ignored' };
  const fen = hub88ToFen(item.amount);
  if (fen === undefined) return { kind: 'left', reason: `${uuid}: amount ${String(item.amount)} is not whole fen` };
  if ((item.currency ?? CURRENCY) !== CURRENCY) return { kind: 'left', reason: `${uuid}: currency ${String(item.currency)}` };
  // Held for an operator (README "Money"): it holds the pull until the maximum of one credit allows it.
  if (kind === 'win' && fen > maxCreditFen) return { kind: 'left', reason: `${uuid}: a win of ${String(fen)} fen, above the maximum of one credit (MAX_EXTERNAL_CREDIT_FEN ${String(maxCreditFen)})` };
  const user = item.user ?? '';
  const memberId = memberIdOfUser(user);
  const createdAt = insertedAtOf(item) ?? now;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await inMoneyTransaction(database, async (trx): Promise<ItemOutcome> => {
        const seen = await trx.selectFrom('hub88_transaction').select('transaction_uuid').where('transaction_uuid', '=', uuid).executeTakeFirst();
        if (seen) return { kind: 'seen' };
        const member = memberId === undefined ? undefined : await trx.selectFrom('member').select('id').where('id', '=', memberId).executeTakeFirst();
        if (!member) return { kind: 'foreign', reason: `${uuid}: no member for user ${user}` };
        const record = (state: string) =>
          trx
            .insertInto('hub88_transaction')
            .values({
              transaction_uuid: uuid,
              kind,
              state,
              status: RS.ok,
              platform,
              member_id: member.id,
              user_ref: user,
              amount: item.amount,
              currency: item.currency ?? CURRENCY,
              round: item.round ?? null,
              reference_uuid: item.reference_transaction_uuid ?? null,
              game_code: item.game_code ?? null,
              created_at: createdAt,
            })
            .execute();
        const ledger = new Ledger(trx, now);
        const wallet = memberPlatform(member.id, platform);
        const house = systemAccount(ACCOUNT_KIND.house, platform);
        if (kind === 'bet') {
          // The row first: a concurrent pull collides on it before any money moves.
          await record('applied');
          const id = `hub88:bet:${uuid}`;
          if (fen > 0) await ledger.transfer(id, [{ id, debit: wallet, credit: house, amount: fen, kind: TRANSFER_KIND.bet, refType: 'bet', refId: uuid }]);
          await openBet(trx, { betId: uuid, memberId: member.id, platform, ...(await gameOf(trx, platform, member.id, item.game_code)), round: item.round ?? undefined, fen, now });
          return { kind: 'taken' };
        }
        const reference = item.reference_transaction_uuid ?? '';
        const bet = await trx
          .selectFrom('hub88_transaction')
          .select(['transaction_uuid', 'state', 'amount'])
          .where('transaction_uuid', '=', reference)
          .where('platform', '=', platform)
          .where('kind', '=', 'bet')
          .where('member_id', '=', member.id)
          .executeTakeFirst();
        if (kind === 'win') {
          if (reference !== '' && !bet) throw new Left(`${uuid}: a win on bet ${reference}, which is not taken`);
          await record('applied');
          const id = `hub88:win:${uuid}`;
          if (fen > 0) await ledger.transfer(id, [{ id, debit: house, credit: wallet, amount: fen, kind: TRANSFER_KIND.win, refType: 'bet', refId: reference || uuid }]);
          if (bet) {
            await addWin(trx, platform, bet.transaction_uuid, fen);
            await settleBet(trx, platform, bet.transaction_uuid, now);
          }
          return { kind: 'taken' };
        }
        // A rollback: the platform gave the bet back. A bet we never took (rolled back before it was listed) leaves nothing to undo.
        const undone = bet
          ? await trx.updateTable('hub88_transaction').set({ state: 'rolled_back' }).where('transaction_uuid', '=', reference).where('state', '=', 'applied').executeTakeFirst()
          : undefined;
        const reversed = undone !== undefined && undone.numUpdatedRows > 0n;
        await record(reversed ? 'applied' : 'nothing');
        if (reversed && (hub88ToFen(bet?.amount ?? 0) ?? 0) > 0) {
          const id = `hub88:rollback:${uuid}`;
          await ledger.reverse(id, { id, reverses: `hub88:bet:${reference}`, kind: TRANSFER_KIND.bet, memo: 'Hub88 rollback (pulled)' });
        }
        if (reversed) await voidBet(trx, platform, reference);
        return { kind: 'taken' };
      });
    } catch (error) {
      if (error instanceof Left) return { kind: 'left', reason: error.message };
      if (error instanceof InsufficientFunds) {
        return { kind: 'left', reason: `${uuid}: the ledger's ${platform} account of user ${user} cannot cover the bet of ${String(fen)} fen` };
      }
      // A concurrent pull took it first: the next attempt finds it.
      if (!isUniqueViolation(error) || attempt >= 5) throw error;
    }
  }
}
