import type { KeyObject } from 'node:crypto';
import type { Kysely } from 'kysely';
import { compiledQuery } from '../../../platform/db/compiled-query';
import type { Database } from '../../../platform/db/database';
import type { Tables } from '../../../platform/db/schema';
import type { AccountIds } from '../../../ledger/account-ids';
import { observeCallback } from '../../../platform/observability/platform-callbacks';
import type { SiteStateCache } from '../../../kernel/site-settings';
import { onAllowList } from '../../../platform/security/address-list';
import { hashToken } from '../../../platform/security/tokens';
import { digestOf, type UnverifiedBudget } from '../../../platform/security/unverified-requests';
import type { Hub88Connection, PlatformConnections } from '../connections';
import { checkRequest, hub88User, memberIdOfUser, RS, type RsStatus, type WalletAnswer, type WalletCall, type WalletRequest } from './protocol';
import { callbackIdsOf } from './callback-ids';
import { verifyBody } from './signature';
import { answerFor, knownGame, payWin, placeBet, rollBack, type CallbackLogLine, type Outcome, type TransactionDeps } from './transactions';

export interface WalletDeps {
  database: Database;
  accountIds: AccountIds;
  clock: () => number;
  siteState: SiteStateCache;
  connections: PlatformConnections;
  /** The most fen one win may bring (config MAX_EXTERNAL_CREDIT_FEN). */
  maxCreditFen: number;
  warn: (text: string) => void;
  /** How many lines the callbacks of each address that do not verify may still leave. */
  unverified: UnverifiedBudget;
}

/** One callback as it came: the call, the body's exact bytes and the signature header. */
export interface Callback {
  call: WalletCall;
  path: string;
  body: Buffer;
  signature: string | undefined;
  /** The caller's address (request.ip: the X-Forwarded-For of a trusted proxy, TRUST_PROXY). */
  remoteAddress: string;
}

interface KeyPlatforms {
  key: KeyObject;
  platforms: { platform: string; allowedIps: readonly string[] }[];
}

/** The seamless connections grouped by their Hub88 key, once per reading of the connections (they are re-read every few seconds). */
const keysOf = new WeakMap<readonly Hub88Connection[], KeyPlatforms[]>();

function keyPlatforms(connections: readonly Hub88Connection[]): KeyPlatforms[] {
  const known = keysOf.get(connections);
  if (known) return known;
  const byKey = new Map<string, KeyPlatforms>();
  for (const connection of connections) {
    // A transfer-wallet platform's money is in Hub88's own wallet: it never bets through ours.
    if (connection.protocol !== 'hub88') continue;
    const entry = byKey.get(connection.hub88PublicKeyId) ?? { key: connection.hub88PublicKey, platforms: [] };
    entry.platforms.push({ platform: connection.platform, allowedIps: connection.allowedIps });
    byKey.set(connection.hub88PublicKeyId, entry);
  }
  const grouped = [...byKey.values()];
  keysOf.set(connections, grouped);
  return grouped;
}

/**
 * The platforms whose connection's Hub88 public key verifies these bytes and whose allow-list (if it has one)
 * names the caller's address: each distinct key is tried once. A call from elsewhere is unverified (#41 item 6).
 */
async function verifiedPlatforms(connections: PlatformConnections, body: Buffer, signature: string | undefined, remoteAddress: string): Promise<string[]> {
  if (signature === undefined) return [];
  return keyPlatforms(await connections.current())
    .map(({ key, platforms }) => ({ key, platforms: platforms.filter(({ allowedIps }) => onAllowList(allowedIps, remoteAddress)) }))
    .filter(({ key, platforms }) => platforms.length > 0 && verifyBody(body, signature, key))
    .flatMap(({ platforms }) => platforms.map(({ platform }) => platform));
}

/** The request_uuid of a body we refuse, when it can be read, to echo it. */
function requestUuidOf(parsed: unknown): string | undefined {
  const uuid = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>).request_uuid : undefined;
  return typeof uuid === 'string' ? uuid : undefined;
}

const bare = (status: RsStatus, requestUuid: string | undefined): WalletAnswer => ({ status, ...(requestUuid === undefined ? {} : { request_uuid: requestUuid }) });

/**
 * Answers one Hub88 wallet callback (/tmp/hub88-protocol.md §7's order): the signature over the raw bytes, the
 * syntax and types, then the call itself; and logs it with its answer. Always an answer, never a throw for
 * anything Hub88 sent.
 */
export async function answerCallback(deps: WalletDeps, callback: Callback): Promise<WalletAnswer> {
  const started = performance.now();
  const platforms = await verifiedPlatforms(deps.connections, callback.body, callback.signature, callback.remoteAddress);
  let parsed: unknown;
  try {
    parsed = JSON.parse(callback.body.toString('utf8'));
  } catch {
    parsed = undefined;
  }
  let outcome: Outcome;
  // A money call (bet, win, rollback) writes its log line in its own transaction; the others after answering.
  const logged = { inTransaction: false };
  // A line made for a money call is written with its transaction, or the call throws.
  const logLine = (answered: Outcome) => {
    logged.inTransaction = true;
    return lineOf(deps, callback, parsed, answered, true, performance.now() - started);
  };
  const logIn = async (trx: Kysely<Tables>, answered: Outcome) => {
    await insertLogQuery(trx, { line: logLine(answered) });
  };
  if (platforms.length === 0) {
    outcome = { answer: bare(RS.invalidSignature, requestUuidOf(parsed)), platform: undefined };
  } else {
    const checked = checkRequest(callback.call, parsed);
    outcome = checked.ok ? await answerChecked(deps, callback.call, checked.request, platforms, logIn, logLine) : { answer: bare(checked.status, checked.requestUuid), platform: platforms[0] };
  }
  const latencyMs = performance.now() - started;
  observeCallback({ platform: outcome.platform, endpoint: callback.path, status: outcome.answer.status, latencyMs });
  // A callback that does not verify leaves a short line (no body), and only so many per address (#41 item 6).
  const verified = platforms.length > 0;
  if (!logged.inTransaction && (verified || deps.unverified.take(callback.remoteAddress, deps.clock()))) await logCallback(deps, callback, parsed, outcome, verified, latencyMs);
  return outcome.answer;
}

async function answerChecked(
  deps: WalletDeps,
  call: WalletCall,
  request: WalletRequest,
  platforms: readonly string[],
  log: TransactionDeps['log'],
  logLine: TransactionDeps['logLine'],
): Promise<Outcome> {
  const now = deps.clock();
  const { db } = deps.database;
  if (call === 'info') return userInfo(db, request, platforms);
  if (call === 'balance') return userBalance(db, request, platforms, now);
  const transactionDeps: TransactionDeps = {
    database: deps.database,
    accountIds: deps.accountIds,
    now,
    platforms,
    maxCreditFen: deps.maxCreditFen,
    maintenance: call === 'bet' && (await deps.siteState.current()).site_state === 0,
    warn: deps.warn,
    log,
    logLine,
  };
  if (call === 'bet') return placeBet(transactionDeps, request);
  if (call === 'win') return payWin(transactionDeps, request);
  return rollBack(transactionDeps, request);
}

/** Beijing's calendar day of a moment, YYYY-MM-DD. */
const beijingDate = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);

/** POST /user/info: the member named by `user`; an unknown one is RS_ERROR_UNKNOWN (Hub88 has no status for it). */
async function userInfo(db: Kysely<Tables>, request: WalletRequest, platforms: readonly string[]): Promise<Outcome> {
  const id = memberIdOfUser(request.user);
  const member = id === undefined ? undefined : await db.selectFrom('member').select(['id', 'created_at', 'vip']).where('id', '=', id).executeTakeFirst();
  if (!member) return { answer: { user: request.user, status: RS.unknown, request_uuid: request.request_uuid }, platform: platforms[0] };
  return {
    answer: { user: request.user, status: RS.ok, request_uuid: request.request_uuid, country: 'CN', registration_date: beijingDate(member.created_at), tags: [`VIP${String(member.vip)}`] },
    platform: platforms[0],
  };
}

/** POST /user/balance: the main wallet of the session's member (a seamless platform plays from it). */
async function userBalance(db: Kysely<Tables>, request: WalletRequest, platforms: readonly string[], now: number): Promise<Outcome> {
  const session = await db
    .selectFrom('game_session')
    .selectAll()
    .where('token_hash', '=', hashToken(request.token ?? ''))
    .executeTakeFirst();
  if (!session || !platforms.includes(session.platform) || hub88User(session.member_id) !== request.user) {
    return { answer: await answerFor(db, RS.invalidToken, request, undefined), platform: session?.platform ?? platforms[0] };
  }
  let status: RsStatus = RS.ok;
  if (session.expires_at < now) status = RS.tokenExpired;
  else if (!(await knownGame(db, session, request.game_code))) status = RS.invalidGame;
  return { answer: await answerFor(db, status, request, session.member_id), platform: session.platform };
}

/** Longer bodies are cut in the log: it is for disputes, not an archive. */
const MAX_LOGGED = 16_384;

/** The insert of a callback's log line, compiled once (every callback writes one). */
const insertLogQuery = compiledQuery((db, { line }: { line: CallbackLogLine }) =>
  db.insertInto('platform_callback').values({
    platform: line.platform,
    path: line.path,
    request_body: line.request_body,
    response_body: line.response_body,
    status: line.status,
    signature_valid: line.signature_valid,
    latency_ms: line.latency_ms,
    created_at: line.created_at,
    member_id: line.member_id,
    transaction_id: line.transaction_id,
    reference_id: line.reference_id,
    round: line.round,
    remote_address: line.remote_address,
    request_size: line.request_size,
    request_sha256: line.request_sha256,
  }),
);

/** The callback's log line; latency_ms runs to the answer being decided. */
function lineOf(deps: WalletDeps, callback: Callback, parsed: unknown, outcome: Outcome, signatureValid: boolean, latencyMs: number): CallbackLogLine {
  const digest = digestOf(callback.body);
  return {
    platform: outcome.platform ?? null,
    path: callback.path,
    // The body of a verified call (Hub88's own); of one that does not verify, its first characters only.
    request_body: signatureValid ? callback.body.toString('utf8').slice(0, MAX_LOGGED) : digest.prefix,
    remote_address: callback.remoteAddress,
    request_size: digest.size,
    request_sha256: digest.sha256,
    response_body: JSON.stringify(outcome.answer),
    status: outcome.answer.status,
    signature_valid: signatureValid ? 1 : 0,
    latency_ms: Math.round(latencyMs),
    created_at: deps.clock(),
    ...callbackIdsOf(parsed),
  };
}

/** The log line of a call that moved no money, after its answer: the answer stands whatever happens to it. */
async function logCallback(deps: WalletDeps, callback: Callback, parsed: unknown, outcome: Outcome, signatureValid: boolean, latencyMs: number): Promise<void> {
  try {
    await insertLogQuery(deps.database.db, { line: lineOf(deps, callback, parsed, outcome, signatureValid, latencyMs) });
  } catch (error) {
    deps.warn(`the Hub88 callback log could not be written: ${error instanceof Error ? error.message : String(error)}`);
  }
}
