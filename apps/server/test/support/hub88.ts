import { generateKeyPairSync, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { auditWriter } from '../../src/kernel/audit-log';
import { TEST_SECRET_KEY } from '../../src/platform/config/config';
import type { Database } from '../../src/platform/db/database';
import { connectHub88Platform } from '../../src/integrations/platforms/connections';
import { signBody } from '../../src/integrations/platforms/hub88/signature';
import { secretBox } from '../../src/platform/security/secret-box';
import { hashToken } from '../../src/platform/security/tokens';

export interface KeyPair {
  privatePem: string;
  publicPem: string;
}

export function rsaKeyPair(): KeyPair {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString() };
}

export const testSecrets = () => secretBox(Buffer.from(TEST_SECRET_KEY, 'base64'));

/** Connects `platform` with Hub88's protocol as `npm run admin -- platform:connect` does. */
export async function connectHub88(database: Database, platform: string, hub88: KeyPair, ours: KeyPair, allowedIps?: string[]): Promise<void> {
  const now = Date.now();
  await connectHub88Platform(
    database,
    testSecrets(),
    { platform, apiUrl: 'https://api.server1.ih.testenv.io', operatorId: 1, hub88PublicKeyPem: hub88.publicPem, privateKeyPem: ours.privatePem, operator: 'test', now, ...(allowedIps ? { allowedIps } : {}) },
    auditWriter({ adminId: null, name: 'test', ip: 'cli' }, 'platform:connect', now),
  );
}

/** A game session as the launch makes one: its token (known to the test), member, platform, game and expiry. */
export async function gameSession(database: Database, session: { memberId: number; platform: string; expiresAt: number; gameCode?: string; sessionHash?: string }): Promise<string> {
  const token = randomUUID();
  await database.db
    .insertInto('game_session')
    .values({
      token_hash: hashToken(token),
      member_id: session.memberId,
      platform: session.platform,
      category_id: 'concise',
      game_code: session.gameCode ?? 'pg_003',
      game_name: 'PG测试游戏',
      expires_at: session.expiresAt,
      session_hash: session.sessionHash ?? null,
    })
    .execute();
  return token;
}

export interface WalletAnswer {
  status: string;
  request_uuid?: string;
  user?: string;
  currency?: string;
  balance?: number;
  [key: string]: unknown;
}

/** Posts these exact bytes to a Hub88 wallet path, signed with `key` unless a signature (or none) is given. */
export async function hub88Call(app: FastifyInstance, path: string, body: string | Record<string, unknown>, sign: { key: string } | { signature: string | undefined }): Promise<WalletAnswer> {
  const bytes = typeof body === 'string' ? body : JSON.stringify(body);
  const signature = 'key' in sign ? signBody(bytes, sign.key) : sign.signature;
  const response = await app.inject({
    method: 'POST',
    url: `/wallet/hub88${path}`,
    headers: { 'content-type': 'application/json', ...(signature === undefined ? {} : { 'x-hub88-signature': signature }) },
    payload: bytes,
  });
  if (response.statusCode !== 200) throw new Error(`HTTP ${String(response.statusCode)}: ${response.body}`);
  return response.json<WalletAnswer>();
}
