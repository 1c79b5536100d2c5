import { BET_STATUS } from '@casino/contract/codes';
import { sql } from 'kysely';
import { compiledQuery } from '../../../platform/db/compiled-query';
import { isUniqueViolation } from '../../../platform/db/dialect';
import { isRetryable, noteTransferCommitted } from '../../../platform/db/money-transaction';
import { ACCOUNT_KIND } from '../../../ledger/accounts';
import { availableFen } from '../../../ledger/balances';
import { memberMain, systemAccount } from '../../../ledger/ledger';
import { committedAccountId, DEBITED, isRefusedTransfer, transferCtes, type StatementTransferValues } from '../../../ledger/statement-transfer';
import { TRANSFER_KIND } from '../../../ledger/transfer-kinds';
import { hashToken } from '../../../platform/security/tokens';
import { CURRENCY, fenToHub88, HUB88_UNITS_PER_FEN, hub88User, memberIdOfUser, RS, type WalletAnswer, type WalletRequest } from './protocol';
import type { CallbackLogLine, Outcome, TransactionDeps } from './transactions';

interface BetValues {
  session: { tokenHash: string; platform: string; memberId: number; now: number; gameCode: string | null };
  transfer: StatementTransferValues;
  bet: { uuid: string; user: string; amount: number; round: string | null; reference: string | null; playmemo: string; fen: number; unsettled: number; status: string };
  log: CallbackLogLine;
  /** The answer's JSON up to its balance, which the statement adds: `{"user":…,"currency":"CNY"` and `,"balance":`. */
  answerHead: string;
}

interface MainAfter {
  credits_posted: number;
  debits_posted: number;
  debits_pending: number;
}

/**
 * The whole of a new bet in one statement: the session with its member's standing (only a bet that would be
 * accepted passes), the ledger's transfer main → house (statement-transfer.ts), the bet's hub88_transaction row,
 * its row in 投注记录 and the callback's log line with its answer. `debitFirst`: the member's main account has the
 * lower id (counters are updated in account-id order).
 */
function betStatement(debitFirst: boolean) {
  return compiledQuery((db, v: BetValues) => {
    const session = sql.raw('bet_session');
    const statement = sql<MainAfter>`with ${session} AS (
        SELECT game_session.member_id, game_session.category_id, game_session.game_code, game_session.game_name
        FROM game_session JOIN member ON member.id = game_session.member_id
        WHERE game_session.token_hash = ${v.session.tokenHash}::text AND game_session.platform = ${v.session.platform}::text
          AND game_session.member_id = ${v.session.memberId}::bigint AND game_session.expires_at >= ${v.session.now}::bigint
          AND (${v.session.gameCode}::text IS NULL OR game_session.game_code = ${v.session.gameCode}::text)
          AND member.isblack <> 1 AND member.status <> 0
      ),
      ${transferCtes(v.transfer, session, debitFirst)},
      bet_transaction AS (
        INSERT INTO hub88_transaction (transaction_uuid, kind, state, status, platform, member_id, user_ref, amount, currency, round, reference_uuid, game_code, created_at)
        SELECT ${v.bet.uuid}::text, 'bet', 'applied', ${v.bet.status}::text, ${v.session.platform}::text, member_id, ${v.bet.user}::text, ${v.bet.amount}::bigint,
          ${CURRENCY}::text, ${v.bet.round}::text, ${v.bet.reference}::text, ${v.session.gameCode}::text, ${v.session.now}::bigint
        FROM ${session}
      ),
      bet_row AS (
        INSERT INTO bet (bet_id, member_id, platform, category_id, game_code, playname, playmemo, bet_fen, valid_fen, win_loss_fen, status, bet_time)
        SELECT ${v.bet.uuid}::text, member_id, ${v.session.platform}::text, category_id, COALESCE(${v.session.gameCode}::text, game_code), game_name, ${v.bet.playmemo}::text,
          ${v.bet.fen}::bigint, ${v.bet.fen}::bigint, -${v.bet.fen}::bigint, ${v.bet.unsettled}::integer, ${v.session.now}::bigint
        FROM ${session}
      ),
      log_line AS (
        INSERT INTO platform_callback (platform, path, request_body, response_body, status, signature_valid, latency_ms, created_at, member_id, transaction_id, reference_id, round, remote_address, request_size, request_sha256)
        SELECT ${v.log.platform}::text, ${v.log.path}::text, ${v.log.request_body}::text,
          ${v.answerHead}::text || ((credits_posted - debits_posted - debits_pending) * ${HUB88_UNITS_PER_FEN}::bigint)::text || '}',
          ${v.log.status}::text, ${v.log.signature_valid}::integer, ${v.log.latency_ms}::integer, ${v.log.created_at}::bigint,
          ${v.log.member_id}::bigint, ${v.log.transaction_id}::text, ${v.log.reference_id}::text, ${v.log.round}::text,
          ${v.log.remote_address}::text, ${v.log.request_size}::integer, ${v.log.request_sha256}::text
        FROM ${DEBITED}
      )
      SELECT credits_posted, debits_posted, debits_pending FROM ${DEBITED}`;
    return { compile: () => statement.compile(db) };
  });
}

const statements = { debitFirst: betStatement(true), creditFirst: betStatement(false) };

/** What the statement's failure means: nothing was written, and placeBet's general path decides (a duplicate, not enough money, a lock conflict). */
const wroteNothing = (error: unknown) => isUniqueViolation(error) || isRefusedTransfer(error) || isRetryable(error);

/**
 * A new bet on PostgreSQL in one round trip (a member's first since the process started reads its account's id
 * first), where the general path (placeBet) takes nine: the common case of
 * issue #31's speed goal. It applies only to a bet that needs no other look-up: a positive amount in our currency,
 * no round to close, one platform for the request's key, the member's main account and the platform's house
 * account already there, and the site open. The statement writes everything or nothing (PostgreSQL runs one
 * statement as one transaction); undefined means it did not apply or wrote nothing, and the general path, which
 * decides every case, runs then.
 */
export async function placeNewBetAtOnce(deps: TransactionDeps, request: WalletRequest, fen: number): Promise<Outcome | undefined> {
  const [platform, ...others] = deps.platforms;
  const memberId = memberIdOfUser(request.user);
  const uuid = request.transaction_uuid;
  if (deps.database.dialect !== 'postgres' || platform === undefined || others.length > 0 || deps.maintenance || uuid === undefined) return undefined;
  if (fen <= 0 || request.round_closed === true || request.currency !== CURRENCY || memberId === undefined || hub88User(memberId) !== request.user) return undefined;
  // Known after a first use (a member's first bet since the process started reads them).
  const { db } = deps.database;
  const mainId = await committedAccountId(db, deps.accountIds, memberMain(memberId));
  const houseId = await committedAccountId(db, deps.accountIds, systemAccount(ACCOUNT_KIND.house, platform));
  if (mainId === undefined || houseId === undefined) return undefined;

  const answered = { user: request.user, status: RS.ok, request_uuid: request.request_uuid, currency: CURRENCY };
  const log = deps.logLine({ answer: answered, platform });
  const transferId = `hub88:bet:${uuid}`;
  const statement = mainId < houseId ? statements.debitFirst : statements.creditFirst;
  let rows: MainAfter[];
  try {
    ({ rows } = await statement(db, {
      session: { tokenHash: hashToken(request.token ?? ''), platform, memberId, now: deps.now, gameCode: request.game_code ?? null },
      transfer: { id: transferId, debitId: mainId, creditId: houseId, amount: fen, kind: TRANSFER_KIND.bet, refType: 'bet', refId: uuid, now: deps.now },
      bet: {
        uuid,
        user: request.user,
        amount: request.amount ?? 0,
        round: request.round ?? null,
        reference: request.reference_transaction_uuid ?? null,
        playmemo: request.round === undefined ? '' : `round ${request.round}`,
        fen,
        unsettled: BET_STATUS.unsettled,
        status: RS.ok,
      },
      log,
      answerHead: `${JSON.stringify(answered).slice(0, -1)},"balance":`,
    }));
  } catch (error) {
    if (wroteNothing(error)) return undefined;
    throw error;
  }
  const [main] = rows;
  if (!main) return undefined;
  noteTransferCommitted(TRANSFER_KIND.bet, 'single');
  const answer: WalletAnswer = { ...answered, balance: fenToHub88(availableFen(main)) };
  return { answer, platform };
}
