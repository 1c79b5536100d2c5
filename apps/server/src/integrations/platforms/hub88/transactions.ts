import type { Insertable, Kysely, Selectable } from 'kysely';
import { compiledQuery } from '../../../platform/db/compiled-query';
import type { Database } from '../../../platform/db/database';
import { isUniqueViolation } from '../../../platform/db/dialect';
import { inMoneyTransaction } from '../../../platform/db/money-transaction';
import type { Hub88TransactionTable, PlatformCallbackTable, Tables } from '../../../platform/db/schema';
import type { AccountIds } from '../../../ledger/account-ids';
import { ACCOUNT_KIND } from '../../../ledger/accounts';
import { availableFen, memberBalances } from '../../../ledger/balances';
import { InsufficientFunds, Ledger, memberMain, systemAccount, type AccountCounters } from '../../../ledger/ledger';
import { TRANSFER_KIND } from '../../../ledger/transfer-kinds';
import { hashToken } from '../../../platform/security/tokens';
import { addWin, openBet, settleBet, voidBet } from '../../../modules/games/public';
import { placeNewBetAtOnce } from './postgres-bet';
import { CURRENCY, fenToHub88, hub88ToFen, hub88User, memberIdOfUser, RS, type RsStatus, type WalletAnswer, type WalletRequest } from './protocol';

type StoredTransaction = Selectable<Hub88TransactionTable>;
type Kind = 'bet' | 'win' | 'rollback';

/** What a call is answered, and the platform it was about (for the callback log). */
export interface Outcome {
  answer: WalletAnswer;
  platform: string | undefined;
}

export interface TransactionDeps {
  database: Database;
  accountIds: AccountIds;
  now: number;
  /** The platforms whose connection's Hub88 key verified the request's signature. */
  platforms: readonly string[];
  /** The most fen one win may bring: a larger one is refused and not kept (Hub88 retries it). */
  maxCreditFen: number;
  /** The site is in maintenance: new bets are refused. */
  maintenance: boolean;
  /** Something worth an operator's look that is answered without moving money. */
  warn: (text: string) => void;
  /** Writes the call's callback log line with its answer, in the transaction that answers it. */
  log: (trx: Kysely<Tables>, outcome: Outcome) => Promise<void>;
  /** The call's log line with this answer, for a caller that writes it in its own statement (postgres-bet.ts). */
  logLine: (outcome: Outcome) => CallbackLogLine;
}

export type CallbackLogLine = Omit<Selectable<PlatformCallbackTable>, 'id'>;

/** How many times a transaction that collided with a concurrent one on a unique key is run again (it then finds what won). */
const COLLISION_ATTEMPTS = 5;

/**
 * Runs `work` in one money transaction, with the call's log line: a call that moved money is never without
 * it, and it costs no commit of its own. When a concurrent request with the same transaction_uuid committed
 * first (a unique key collides), runs it again: it then finds that transaction and answers its replay.
 */
async function onceEach(deps: TransactionDeps, work: (trx: Kysely<Tables>, attempt: number) => Promise<Outcome>): Promise<Outcome> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await inMoneyTransaction(deps.database, async (trx) => {
        const outcome = await work(trx, attempt);
        await deps.log(trx, outcome);
        return outcome;
      });
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= COLLISION_ATTEMPTS) throw error;
    }
  }
}

const mainBalance = async (trx: Kysely<Tables>, memberId: number) => fenToHub88((await memberBalances(trx, memberId)).mainFen);

async function memberExists(trx: Kysely<Tables>, memberId: number | undefined): Promise<number | undefined> {
  if (memberId === undefined) return undefined;
  const row = await trx.selectFrom('member').select('id').where('id', '=', memberId).executeTakeFirst();
  return row?.id;
}

/** The answer: the request's user and request_uuid, with the currency and the main wallet's balance when the member is known. */
export async function answerFor(trx: Kysely<Tables>, status: RsStatus, request: WalletRequest, memberId: number | undefined): Promise<WalletAnswer> {
  const answer: WalletAnswer = { user: request.user, status, request_uuid: request.request_uuid };
  if (memberId === undefined) return answer;
  return { ...answer, currency: CURRENCY, balance: await mainBalance(trx, memberId) };
}

const findQuery = compiledQuery((db, { uuid }: { uuid: string }) => db.selectFrom('hub88_transaction').selectAll().where('transaction_uuid', '=', uuid));
const find = async (trx: Kysely<Tables>, uuid: string): Promise<StoredTransaction | undefined> => (await findQuery(trx, { uuid })).rows[0];

/** The content Hub88 may not change under the same transaction_uuid (docs.hub88.io: RS_ERROR_DUPLICATE_TRANSACTION). */
const sameContent = (row: StoredTransaction, kind: Kind, request: WalletRequest) =>
  row.kind === kind &&
  row.user_ref === request.user &&
  row.amount === (request.amount ?? null) &&
  row.currency === (request.currency ?? null) &&
  row.round === (request.round ?? null) &&
  row.reference_uuid === (request.reference_transaction_uuid ?? null) &&
  row.game_code === (request.game_code ?? null);

/** A transaction_uuid seen before: the same content answers the first status and the balance now; other content is a duplicate; a rolled-back-before-seen bet is refused. */
async function replay(trx: Kysely<Tables>, row: StoredTransaction, kind: Kind, request: WalletRequest): Promise<Outcome> {
  const memberId = row.user_ref === request.user ? (row.member_id ?? undefined) : undefined;
  const outcome = async (status: RsStatus, member = memberId) => ({ answer: await answerFor(trx, status, request, member), platform: row.platform });
  if (row.state === 'tombstone') {
    return outcome(kind === 'bet' ? RS.transactionRolledBack : RS.duplicateTransaction, await memberExists(trx, memberIdOfUser(request.user)));
  }
  if (!sameContent(row, kind, request)) return outcome(RS.duplicateTransaction);
  return outcome(row.status as RsStatus);
}

/** The insert of a transaction's row, compiled once (a bet's hot path). */
const recordQuery = compiledQuery((db, { row }: { row: Insertable<Hub88TransactionTable> }) =>
  db.insertInto('hub88_transaction').values({
    transaction_uuid: row.transaction_uuid,
    kind: row.kind,
    state: row.state,
    status: row.status,
    platform: row.platform,
    member_id: row.member_id,
    user_ref: row.user_ref,
    amount: row.amount,
    currency: row.currency,
    round: row.round,
    reference_uuid: row.reference_uuid,
    game_code: row.game_code,
    created_at: row.created_at,
  }),
);

async function record(trx: Kysely<Tables>, kind: Kind, state: string, status: RsStatus, request: WalletRequest, platform: string, memberId: number | undefined, now: number): Promise<void> {
  await recordQuery(trx, {
    row: {
      transaction_uuid: request.transaction_uuid ?? '',
      kind,
      state,
      status,
      platform,
      member_id: memberId ?? null,
      user_ref: request.user,
      amount: request.amount ?? null,
      currency: request.currency ?? null,
      round: request.round ?? null,
      reference_uuid: request.reference_transaction_uuid ?? null,
      game_code: request.game_code ?? null,
      created_at: now,
    },
  });
}

/**
 * Whether a game_code is one of the session's platform (its game list or its slot games), or the session's own.
 * Any game of the platform is fine: in a live lobby the game changes within one session (docs.hub88.io).
 */
export async function knownGame(trx: Kysely<Tables>, session: { platform: string; game_code: string }, gameCode: string | undefined): Promise<boolean> {
  if (gameCode === undefined || gameCode === session.game_code) return true;
  const game = await trx.selectFrom('game').select('id').where('platform_name', '=', session.platform).where('game_code', '=', gameCode).executeTakeFirst();
  if (game) return true;
  const slot = await trx.selectFrom('slot_game').select('id').where('catecode', '=', session.platform).where('gamecode', '=', gameCode).executeTakeFirst();
  return slot !== undefined;
}

const betTransferId = (uuid: string) => `hub88:bet:${uuid}`;

/** Settles every open bet of the member's round, when Hub88 says the round is closed. */
async function closeRound(trx: Kysely<Tables>, platform: string, memberId: number, round: string | undefined, now: number): Promise<void> {
  if (round === undefined) return;
  const open = await trx
    .selectFrom('hub88_transaction')
    .select('transaction_uuid')
    .where('platform', '=', platform)
    .where('round', '=', round)
    .where('kind', '=', 'bet')
    .where('state', '=', 'applied')
    .where('member_id', '=', memberId)
    .execute();
  for (const { transaction_uuid } of open) await settleBet(trx, platform, transaction_uuid, now);
}

const sessionWithMemberQuery = compiledQuery((db, { tokenHash }: { tokenHash: string }) =>
  db
    .selectFrom('game_session')
    .leftJoin('member', 'member.id', 'game_session.member_id')
    .selectAll('game_session')
    .select(['member.isblack as member_isblack', 'member.status as member_status'])
    .where('token_hash', '=', tokenHash),
);

/** Why a bet is refused before any money moves (the order of /tmp/hub88-protocol.md §7), with the platform and member when known. */
async function betRefusal(trx: Kysely<Tables>, deps: TransactionDeps, request: WalletRequest) {
  // The member's standing comes with the session (one query); it is looked at in its turn below.
  const [row] = (await sessionWithMemberQuery(trx, { tokenHash: hashToken(request.token ?? '') })).rows;
  if (!row || !deps.platforms.includes(row.platform) || hub88User(row.member_id) !== request.user) {
    return { status: RS.invalidToken, platform: row?.platform, memberId: undefined, session: undefined };
  }
  const { member_isblack: isblack, member_status: memberStatus, ...session } = row;
  const found = { platform: session.platform, memberId: session.member_id, session };
  // A blocked or disabled member's bet is refused as such whatever its token (docs.hub88.io: "can't place any new
  // bets"); the block also ended the member's game sessions, so the token is over once it is lifted.
  if (isblack === null || isblack === 1 || memberStatus === 0) return { ...found, status: RS.userDisabled };
  if (session.expires_at < deps.now) return { ...found, status: RS.tokenExpired };
  if (!(await knownGame(trx, session, request.game_code))) return { ...found, status: RS.invalidGame };
  if (request.currency !== CURRENCY) return { ...found, status: RS.wrongCurrency };
  // Decision (README): bets are refused during maintenance with the general status; Hub88 then rolls them back.
  if (deps.maintenance) return { ...found, status: RS.unknown };
  return { ...found, status: undefined };
}

/** POST /transaction/bet: main → house:<platform>, once per transaction_uuid; a refusal is kept so its retry answers the same. */
export async function placeBet(deps: TransactionDeps, request: WalletRequest): Promise<Outcome> {
  const uuid = request.transaction_uuid ?? '';
  const fen = hub88ToFen(request.amount ?? 0) ?? 0;
  const decline = (trx: Kysely<Tables>, status: RsStatus, platform: string | undefined, memberId: number | undefined) =>
    record(trx, 'bet', 'declined', status, request, platform ?? deps.platforms[0] ?? '', memberId, deps.now).then(async () => ({
      answer: await answerFor(trx, status, request, memberId),
      platform,
    }));
  const atOnce = await placeNewBetAtOnce(deps, request, fen);
  if (atOnce) return atOnce;
  try {
    return await onceEach(deps, async (trx, attempt): Promise<Outcome> => {
      // A new bet is the common case: its first attempt does not look for its uuid. A bet seen before collides
      // on the row it writes before any money moves, and the attempt after finds it and answers its replay.
      const seen = attempt === 1 ? undefined : await find(trx, uuid);
      if (seen) return replay(trx, seen, 'bet', request);
      const refusal = await betRefusal(trx, deps, request);
      if (refusal.status !== undefined) return decline(trx, refusal.status, refusal.platform, refusal.memberId);
      const { session } = refusal;
      // The row first: a concurrent copy collides on it before any money moves.
      await record(trx, 'bet', 'applied', RS.ok, request, session.platform, session.member_id, deps.now);
      let mainAfter: AccountCounters | undefined;
      if (fen > 0) {
        const ledger = new Ledger(trx, deps.now, deps.accountIds);
        const id = betTransferId(uuid);
        const main = memberMain(session.member_id);
        const after = await ledger.transfer(id, [
          { id, debit: main, credit: systemAccount(ACCOUNT_KIND.house, session.platform), amount: fen, kind: TRANSFER_KIND.bet, refType: 'bet', refId: uuid },
        ]);
        mainAfter = after.get(await ledger.accountId(main));
      }
      await openBet(trx, {
        betId: uuid,
        memberId: session.member_id,
        platform: session.platform,
        categoryId: session.category_id,
        gameCode: request.game_code ?? session.game_code,
        gameName: session.game_name,
        round: request.round,
        fen,
        now: deps.now,
      });
      if (request.round_closed === true) await closeRound(trx, session.platform, session.member_id, request.round, deps.now);
      // The main wallet's counters as the bet's own update returned them: the balance without reading it again
      // (unless a closed round was settled, which may pay something: then it is read).
      const answer: WalletAnswer =
        mainAfter === undefined || request.round_closed === true
          ? await answerFor(trx, RS.ok, request, session.member_id)
          : { user: request.user, status: RS.ok, request_uuid: request.request_uuid, currency: CURRENCY, balance: fenToHub88(availableFen(mainAfter)) };
      return { answer, platform: session.platform };
    });
  } catch (error) {
    if (!(error instanceof InsufficientFunds)) throw error;
  }
  // Not enough money: nothing of the attempt was kept; the refusal is, in its own transaction.
  return onceEach(deps, async (trx) => {
    const seen = await find(trx, uuid);
    if (seen) return replay(trx, seen, 'bet', request);
    const refusal = await betRefusal(trx, deps, request);
    return decline(trx, refusal.status ?? RS.notEnoughMoney, refusal.platform, refusal.memberId);
  });
}

/** The bet a win or rollback refers to, when it is a bet of a platform this request is signed for. */
async function referencedBet(trx: Kysely<Tables>, deps: TransactionDeps, request: WalletRequest) {
  const row = await find(trx, request.reference_transaction_uuid ?? '');
  if (!row || !deps.platforms.includes(row.platform)) return undefined;
  return row;
}

/** POST /transaction/win: house:<platform> → main, on a bet we applied and did not roll back; accepted after the token expired and for a blocked member. */
export async function payWin(deps: TransactionDeps, request: WalletRequest): Promise<Outcome> {
  const uuid = request.transaction_uuid ?? '';
  const fen = hub88ToFen(request.amount ?? 0) ?? 0;
  return onceEach(deps, async (trx): Promise<Outcome> => {
    const seen = await find(trx, uuid);
    if (seen) return replay(trx, seen, 'win', request);
    const claimed = await memberExists(trx, memberIdOfUser(request.user));
    if (request.currency !== CURRENCY) return { answer: await answerFor(trx, RS.wrongCurrency, request, claimed), platform: deps.platforms[0] };
    const bet = await referencedBet(trx, deps, request);
    const missing = async () => ({ answer: await answerFor(trx, RS.transactionDoesNotExist, request, claimed), platform: bet?.platform ?? deps.platforms[0] });
    if (!bet || bet.kind !== 'bet' || bet.member_id === null || bet.user_ref !== request.user) return missing();
    if (fen > deps.maxCreditFen) {
      // Decision (README "Money", docs/protocols/hub88.md §13.3): above the maximum of one credit, refused and not
      // kept: Hub88 retries a win, so it is held for an operator, who settles it or raises the maximum.
      deps.warn(`Hub88 win ${uuid} of ${String(fen)} fen refused: above MAX_EXTERNAL_CREDIT_FEN (${String(deps.maxCreditFen)})`);
      return { answer: await answerFor(trx, RS.unknown, request, bet.member_id), platform: bet.platform };
    }
    // Guards the bet's row until commit: a concurrent rollback waits, then finds it no longer applied.
    const open = await trx
      .updateTable('hub88_transaction')
      .set((eb) => ({ state: eb.ref('state') }))
      .where('transaction_uuid', '=', bet.transaction_uuid)
      .where('state', '=', 'applied')
      .returning('transaction_uuid')
      .executeTakeFirst();
    if (!open) return missing();
    await record(trx, 'win', 'applied', RS.ok, request, bet.platform, bet.member_id, deps.now);
    if (fen > 0) {
      const id = `hub88:win:${uuid}`;
      await new Ledger(trx, deps.now, deps.accountIds).transfer(id, [
        { id, debit: systemAccount(ACCOUNT_KIND.house, bet.platform), credit: memberMain(bet.member_id), amount: fen, kind: TRANSFER_KIND.win, refType: 'bet', refId: bet.transaction_uuid },
      ]);
    }
    await addWin(trx, bet.platform, bet.transaction_uuid, fen);
    await settleBet(trx, bet.platform, bet.transaction_uuid, deps.now);
    if (request.round_closed === true) await closeRound(trx, bet.platform, bet.member_id, request.round ?? bet.round ?? undefined, deps.now);
    return { answer: await answerFor(trx, RS.ok, request, bet.member_id), platform: bet.platform };
  });
}

/**
 * Whether a win with money was paid on the bet, its row held first: a concurrent win holds it until it commits
 * (payWin's guard), so this then sees that win; a win after it finds the bet rolled back and is refused.
 */
async function paidWinOn(trx: Kysely<Tables>, betUuid: string): Promise<boolean> {
  const held = await trx
    .updateTable('hub88_transaction')
    .set((eb) => ({ state: eb.ref('state') }))
    .where('transaction_uuid', '=', betUuid)
    .where('state', '=', 'applied')
    .returning('transaction_uuid')
    .executeTakeFirst();
  if (!held) return false;
  const paid = await trx
    .selectFrom('hub88_transaction')
    .select('transaction_uuid')
    .where('kind', '=', 'win')
    .where('reference_uuid', '=', betUuid)
    .where('state', '=', 'applied')
    .where('amount', '>', 0)
    .executeTakeFirst();
  return paid !== undefined;
}

/**
 * POST /transaction/rollback: reverses the referenced bet exactly once. An unknown reference answers RS_OK and
 * leaves a tombstone under its id, so a bet arriving later with it moves nothing; a reference to a win, or to a
 * bet a win was paid on, is refused.
 */
export async function rollBack(deps: TransactionDeps, request: WalletRequest): Promise<Outcome> {
  const uuid = request.transaction_uuid ?? '';
  const reference = request.reference_transaction_uuid ?? '';
  return onceEach(deps, async (trx): Promise<Outcome> => {
    const seen = await find(trx, uuid);
    if (seen) return replay(trx, seen, 'rollback', request);
    const claimed = await memberExists(trx, memberIdOfUser(request.user));
    const target = await find(trx, reference);
    if (!target) {
      const platform = deps.platforms[0] ?? '';
      await trx
        .insertInto('hub88_transaction')
        .values({
          transaction_uuid: reference,
          kind: 'bet',
          state: 'tombstone',
          status: RS.transactionRolledBack,
          platform,
          member_id: claimed ?? null,
          user_ref: request.user,
          amount: null,
          currency: null,
          round: request.round ?? null,
          reference_uuid: null,
          game_code: null,
          created_at: deps.now,
        })
        .execute();
      await record(trx, 'rollback', 'nothing', RS.ok, request, platform, claimed, deps.now);
      return { answer: await answerFor(trx, RS.ok, request, claimed), platform };
    }
    if (!deps.platforms.includes(target.platform) || target.kind !== 'bet' || (target.state !== 'tombstone' && target.user_ref !== request.user)) {
      // Decision (README): only bets are rolled back; anything else is refused, moves nothing and is not kept, so it can be looked at.
      deps.warn(`Hub88 rollback ${uuid} refused: its reference ${reference} is a ${target.kind} of ${target.user_ref ?? '?'} on ${target.platform}`);
      return { answer: await answerFor(trx, RS.unknown, request, claimed), platform: target.platform };
    }
    const memberId = target.member_id ?? claimed;
    if (target.state === 'applied' && (await paidWinOn(trx, reference))) {
      // Decision (README, docs/protocols/hub88.md §10): a bet a win was paid on is not rolled back. Hub88 pays no
      // win on a rolled-back bet, so returning the stake would leave the member a win the round cannot explain.
      deps.warn(`Hub88 rollback ${uuid} refused: its bet ${reference} has a win paid on it`);
      return { answer: await answerFor(trx, RS.unknown, request, memberId), platform: target.platform };
    }
    const undone = await trx
      .updateTable('hub88_transaction')
      .set({ state: 'rolled_back' })
      .where('transaction_uuid', '=', reference)
      .where('state', '=', 'applied')
      .returning('amount')
      .executeTakeFirst();
    if (!undone) {
      // Declined, rolled back already or a tombstone: already as the rollback wants it.
      await record(trx, 'rollback', 'nothing', RS.ok, request, target.platform, memberId, deps.now);
      return { answer: await answerFor(trx, RS.ok, request, memberId), platform: target.platform };
    }
    await record(trx, 'rollback', 'applied', RS.ok, request, target.platform, memberId, deps.now);
    if ((hub88ToFen(undone.amount ?? 0) ?? 0) > 0) {
      const id = `hub88:rollback:${uuid}`;
      await new Ledger(trx, deps.now, deps.accountIds).reverse(id, { id, reverses: betTransferId(reference), kind: TRANSFER_KIND.bet, memo: 'Hub88 rollback' });
    }
    await voidBet(trx, target.platform, reference);
    return { answer: await answerFor(trx, RS.ok, request, memberId), platform: target.platform };
  });
}
