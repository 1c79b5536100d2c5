import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { auditWriter } from '../../apps/server/src/audit/audit-log';
import { openDatabase } from '../../apps/server/src/db/database';
import { checkLedger, type LedgerBreach } from '../../apps/server/src/ledger/check';
import { ourTotals } from '../../apps/server/src/modules/reports/public';
import { connectHub88Platform } from '../../apps/server/src/providers/connections';
import { fenToHub88, hub88User } from '../../apps/server/src/providers/hub88/protocol';
import { signBody } from '../../apps/server/src/providers/hub88/signature';
import { secretBox } from '../../apps/server/src/security/secret-box';
import { hashToken } from '../../apps/server/src/security/tokens';
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

export interface CallbackReconciliation {
  /** RS_OK answers the bench counted, and their stakes (fen). */
  answered: number;
  answeredFen: number;
  /** Bets we kept as accepted (the reconciliation's own query), and their sum (fen). */
  ours: number;
  oursFen: number;
  breaches: LedgerBreach[];
}

/** Ours against the bench's own count: the reconciliation's totals of the platform over all time, and the ledger check. */
export async function reconcileCallbacks(url: string, answered: number): Promise<CallbackReconciliation> {
  const database = openDatabase(url, { onIdleConnectionError: () => undefined });
  try {
    const totals = (await ourTotals(database.db, { start: 0, end: Number.MAX_SAFE_INTEGER })).get(HUB88_PLATFORM);
    return { answered, answeredFen: answered * BET_FEN, ours: totals?.bets.count ?? 0, oursFen: totals?.bets.fen ?? 0, breaches: await checkLedger(database.db) };
  } finally {
    await database.close();
  }
}
