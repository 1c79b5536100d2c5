import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { auditWriter } from '../../apps/server/src/kernel/audit-log';
import { openDatabase } from '../../apps/server/src/platform/db/database';
import { checkLedger, type LedgerBreach } from '../../apps/server/src/ledger/check';
import { ourTotals } from '../../apps/server/src/modules/reports/public';
import { connectHub88Platform } from '../../apps/server/src/integrations/platforms/connections';
import { fenToHub88, hub88User } from '../../apps/server/src/integrations/platforms/hub88/protocol';
import { signBody } from '../../apps/server/src/integrations/platforms/hub88/signature';
import { secretBox } from '../../apps/server/src/platform/security/secret-box';
import { hashToken } from '../../apps/server/src/platform/security/tokens';
import type { PreparedRequest } from './load-plan';

/** The platform the bench connects with Hub88's protocol, and the stake of every bet (fen). */
export const HUB88_PLATFORM = 'pg';
export const BET_FEN = 100;
const GAME_CODE = 'pg_003';

/** The keys of a bench run's Hub88 connection, and the server key its connection is sealed with (the server is started with it). */
export interface Hub88Keys {
  hub88PrivatePem: string;
  hub88PublicPem: string;
  ourPrivatePem: string;
  secretKey: string;
}

/** Made once per bench: the same keys in every run, so a bet's body and signature can be reused (signing is Hub88's cost, not ours). */
export function hub88Keys(): Hub88Keys {
  const pair = () => generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
  const hub88 = pair();
  return { hub88PrivatePem: hub88.privateKey, hub88PublicPem: hub88.publicKey, ourPrivatePem: pair().privateKey, secretKey: randomBytes(32).toString('base64') };
}

/** The players of a run: each member's Hub88 user and game session token. */
export interface Hub88Players {
  users: string[];
  tokens: string[];
}

/**
 * Connects HUB88_PLATFORM with Hub88's protocol (as `platform:connect` does, sealed with the run's server key)
 * and opens a game session on it for each of the populated members (their ids in order).
 */
export async function connectHub88Players(url: string, keys: Hub88Keys, memberCount: number): Promise<Hub88Players> {
  const database = openDatabase(url, { onIdleConnectionError: () => undefined });
  try {
    const now = Date.now();
    await connectHub88Platform(
      database,
      secretBox(Buffer.from(keys.secretKey, 'base64')),
      { platform: HUB88_PLATFORM, apiUrl: 'http://127.0.0.1:9/hub88', operatorId: 1, hub88PublicKeyPem: keys.hub88PublicPem, privateKeyPem: keys.ourPrivatePem, operator: 'bench', now },
      auditWriter({ adminId: null, name: 'bench', ip: 'cli' }, 'platform:connect', now),
    );
    const members = await database.db.selectFrom('member').select('id').where('username', 'like', 'bench%').orderBy('id').limit(memberCount).execute();
    const players: Hub88Players = { users: [], tokens: [] };
    for (const { id } of members) {
      const token = `bench-hub88-session-${String(id)}`;
      await database.db
        .insertInto('game_session')
        .values({ token_hash: hashToken(token), member_id: id, platform: HUB88_PLATFORM, category_id: 'concise', game_code: GAME_CODE, game_name: 'bench', expires_at: now + 86_400_000 })
        .execute();
      players.users.push(hub88User(id));
      players.tokens.push(token);
    }
    return players;
  } finally {
    await database.close();
  }
}

/** Signatures already made, by body: a later run (a fresh database with the same members) sends the same bytes. */
const signatures = new Map<string, string>();

/**
 * `count` signed bet callbacks (POST /wallet/hub88/transaction/bet, BET_FEN each) named `name`-0…, over the
 * players in turn; each a transaction_uuid of its own, so every one is a new bet.
 */
export function signedBets(name: string, count: number, players: Hub88Players, keys: Hub88Keys): PreparedRequest[] {
  const requests: PreparedRequest[] = [];
  for (let i = 0; i < count; i += 1) {
    const p = i % players.users.length;
    const body = {
      user: players.users[p],
      token: players.tokens[p],
      transaction_uuid: `bench-${name}-${String(i)}`,
      supplier_transaction_id: `bench-${name}-${String(i)}`,
      request_uuid: `bench-${name}-request-${String(i)}`,
      round: `bench-${name}-round-${String(i)}`,
      round_closed: false,
      is_free: false,
      game_code: GAME_CODE,
      currency: 'CNY',
      bet: 'spin',
      amount: fenToHub88(BET_FEN),
    };
    // The load worker sends JSON.stringify(body) of this very object (key order kept through its plan file).
    const bytes = JSON.stringify(body);
    let signature = signatures.get(bytes);
    if (signature === undefined) {
      signature = signBody(bytes, keys.hub88PrivatePem);
      signatures.set(bytes, signature);
    }
    requests.push({ path: '/wallet/hub88/transaction/bet', body, headers: { 'x-hub88-signature': signature } });
  }
  return requests;
}

/** How many times a rollback without a good answer is sent again (Hub88 retries a rollback until it is answered). */
const ROLLBACK_ATTEMPTS = 5;

/**
 * What Hub88 does with a bet it got no RS_OK for (no answer, a timeout, another status): it rolls it back, signed,
 * by a rollback of its own transaction_uuid. Answers how many rollbacks were answered RS_OK (each sent until it is,
 * up to ROLLBACK_ATTEMPTS times).
 */
export async function rollBackBets(base: string, bets: readonly PreparedRequest[], keys: Hub88Keys): Promise<number> {
  let answered = 0;
  for (const bet of bets) {
    const { user, token, transaction_uuid: uuid, round, game_code: gameCode } = bet.body as Record<string, string>;
    const bytes = JSON.stringify({ user, token, transaction_uuid: `${String(uuid)}-rollback`, request_uuid: `${String(uuid)}-rollback-request`, reference_transaction_uuid: uuid, round, round_closed: true, game_code: gameCode });
    const signature = signBody(bytes, keys.hub88PrivatePem);
    for (let attempt = 1; attempt <= ROLLBACK_ATTEMPTS; attempt += 1) {
      try {
        const response = await fetch(`${base}/wallet/hub88/transaction/rollback`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-hub88-signature': signature }, body: bytes, signal: AbortSignal.timeout(30_000) });
        if (response.status === 200 && ((await response.json()) as { status?: string }).status === 'RS_OK') {
          answered += 1;
          break;
        }
      } catch {
        // no answer: sent again
      }
    }
  }
  return answered;
}

export interface CallbackReconciliation {
  /** RS_OK answers the bench counted, and their stakes (fen); the rollbacks it sent for the others, answered RS_OK. */
  answered: number;
  answeredFen: number;
  rolledBack: number;
  /** Bets we kept as accepted and not rolled back (the reconciliation's own query), their sum (fen), and our rollbacks. */
  ours: number;
  oursFen: number;
  ourRollbacks: number;
  breaches: LedgerBreach[];
}

/** Ours against the bench's own count: the reconciliation's totals of the platform over all time, and the ledger check. */
export async function reconcileCallbacks(url: string, answered: number, rolledBack: number): Promise<CallbackReconciliation> {
  const database = openDatabase(url, { onIdleConnectionError: () => undefined });
  try {
    const totals = (await ourTotals(database.db, { start: 0, end: Number.MAX_SAFE_INTEGER })).get(HUB88_PLATFORM);
    return {
      answered,
      answeredFen: answered * BET_FEN,
      rolledBack,
      ours: totals?.bets.count ?? 0,
      oursFen: totals?.bets.fen ?? 0,
      ourRollbacks: totals?.rollbacks.count ?? 0,
      breaches: await checkLedger(database.db),
    };
  } finally {
    await database.close();
  }
}
