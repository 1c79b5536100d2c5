import { createHash, createPublicKey, type KeyObject } from 'node:crypto';
import type { adminConnectPlatform, adminPlatformConnections } from '@casino/contract/calls/games';
import type { DataOf, ParsedRequestOf } from '@casino/contract/call';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { CODES } from '@casino/contract/codes';
import { checkPlatformConnection } from '@casino/contract/rules/admin-platform-connection';
import { formatBeijingTime } from '@casino/contract/time';
import type { Kysely } from 'kysely';
import type { AuditWriter } from '../../kernel/audit-log';
import type { Database } from '../../platform/db/database';
import type { Tables } from '../../platform/db/schema';
import { BusinessError } from '../../kernel/errors';
import { connectHub88Platform, disconnectPlatform, readConnections } from '../../integrations/platforms/connections';
import { hasRemoteWallet } from '../../integrations/platforms/registry';
import type { SecretBox } from '../../platform/security/secret-box';

type ConnectionItem = DataOf<typeof adminPlatformConnections>[number];

/** SHA256: and the base64 SHA-256 of a key's public half, as `ssh-keygen -l` writes them: what an operator compares with Hub88's. */
export function keyFingerprint(key: KeyObject): string {
  const publicKey = key.type === 'private' ? createPublicKey(key) : key;
  return `SHA256:${createHash('sha256').update(publicKey.export({ type: 'spki', format: 'der' })).digest('base64').replace(/=+$/, '')}`;
}

/** Every platform in its order, with its connection as the console shows it: settings and key fingerprints, never a key, and a transfer wallet's bet pull. */
export async function platformConnectionList(db: Kysely<Tables>, secrets: SecretBox): Promise<ConnectionItem[]> {
  const [platforms, rows, opened, cursors] = await Promise.all([
    db.selectFrom('platform').select(['code', 'name', 'state']).orderBy('sort').orderBy('code').execute(),
    db.selectFrom('platform_connection').select(['platform', 'protocol', 'settings_json', 'connected_by', 'connected_at']).execute(),
    readConnections(db, secrets),
    db.selectFrom('platform_bet_cursor').select(['platform', 'taken_until', 'last_pulled_at', 'last_error']).execute(),
  ]);
  return platforms.map((platform) => {
    const row = rows.find((r) => r.platform === platform.code);
    const base = { code: platform.code, name: platform.name, hidden: platform.state !== 1 };
    if (!row) return { ...base, protocol: 'demo', api_url: null, operator_id: null, sub_partner_id: null, allowed_ips: [], connected_by: null, connected_at: null, keys: [], keys_open: true, bet_pull: null };
    const settings = JSON.parse(row.settings_json) as { api_url?: unknown; operator_id?: unknown; sub_partner_id?: unknown; allowed_ips?: unknown };
    const connection = opened.find((c) => c.platform === platform.code);
    const cursor = cursors.find((c) => c.platform === platform.code);
    return {
      ...base,
      protocol: row.protocol,
      api_url: typeof settings.api_url === 'string' ? settings.api_url : null,
      operator_id: typeof settings.operator_id === 'number' ? settings.operator_id : null,
      sub_partner_id: typeof settings.sub_partner_id === 'string' ? settings.sub_partner_id : null,
      allowed_ips: Array.isArray(settings.allowed_ips) ? settings.allowed_ips.filter((entry): entry is string => typeof entry === 'string') : [],
      connected_by: row.connected_by,
      connected_at: formatBeijingTime(row.connected_at),
      keys: connection
        ? [
            { name: 'hub88_public_key', fingerprint: keyFingerprint(connection.hub88PublicKey) },
            { name: 'private_key', fingerprint: keyFingerprint(connection.privateKey) },
          ]
        : [],
      keys_open: connection !== undefined,
      // A cursor stays when a platform is connected again as a seamless wallet: only a transfer wallet's pull is answered.
      bet_pull: !hasRemoteWallet(row.protocol)
        ? null
        : cursor
          ? { last_pulled_at: formatBeijingTime(cursor.last_pulled_at), taken_until: formatBeijingTime(cursor.taken_until), last_error: cursor.last_error }
          : { last_pulled_at: null, taken_until: null, last_error: null },
    };
  });
}

/**
 * integrations/platforms/connections.ts checks the keys (the CLI's check) in English for the command line; the console reads
 * its refusal in Chinese. Each of its refusals is named by what it is about.
 */
const KEY_REFUSALS: readonly [RegExp, string][] = [
  [/API URL/, ADMIN_MSG.adminPlatformApiUrl],
  [/operator id/, ADMIN_MSG.adminPlatformOperatorId],
  [/holds a private key/, ADMIN_MSG.adminPlatformHub88KeyPrivate],
  [/Hub88 public key/, ADMIN_MSG.adminPlatformHub88Key],
  [/private key/, ADMIN_MSG.adminPlatformPrivateKey],
  [/RSA/, ADMIN_MSG.adminPlatformKeysRsa],
  [/not an IP address or range/, ADMIN_MSG.adminPlatformAllowedIps],
  [/no platform/, ADMIN_MSG.adminPlatformUnknown],
];

function inChinese(error: unknown): unknown {
  if (!(error instanceof BusinessError)) return error;
  const message = KEY_REFUSALS.find(([about]) => about.test(error.message))?.[1];
  return message === undefined ? error : new BusinessError(message, CODES.validation);
}

/** Connects a platform with Hub88's seamless wallet or TransferWallet API from the console: the form's rules, then the CLI's own check, seal and audit. */
export async function connectPlatform(
  database: Database,
  secrets: SecretBox,
  input: ParsedRequestOf<typeof adminConnectPlatform>,
  operator: string,
  now: number,
  audit: AuditWriter,
): Promise<ConnectionItem> {
  const broken = checkPlatformConnection(input);
  if (broken !== undefined) throw new BusinessError(broken, CODES.validation);
  const subPartnerId = input.sub_partner_id?.trim() ?? '';
  const allowedIps = (input.allowed_ips ?? '').split(/[\s,]+/).filter((entry) => entry !== '');
  try {
    await connectHub88Platform(
      database,
      secrets,
      {
        platform: input.code,
        operator,
        now,
        protocol: input.protocol,
        apiUrl: input.api_url.trim(),
        operatorId: Number(input.operator_id.trim()),
        hub88PublicKeyPem: input.hub88_public_key,
        privateKeyPem: input.private_key,
        ...(subPartnerId === '' ? {} : { subPartnerId }),
        ...(allowedIps.length === 0 ? {} : { allowedIps }),
      },
      audit,
    );
  } catch (error) {
    throw inChinese(error);
  }
  const connected = (await platformConnectionList(database.db, secrets)).find((item) => item.code === input.code);
  if (!connected) throw new BusinessError(ADMIN_MSG.adminPlatformUnknown, CODES.notFound);
  return connected;
}

/** Disconnects a platform from the console (the CLI's disconnect, audited): it plays through the demo again. */
export async function disconnectPlatformByOperator(database: Database, code: string, audit: AuditWriter): Promise<void> {
  const known = await database.db.selectFrom('platform_connection').select('platform').where('platform', '=', code).executeTakeFirst();
  if (!known) throw new BusinessError(ADMIN_MSG.adminPlatformNotConnected, CODES.notFound);
  try {
    await disconnectPlatform(database, code, audit);
  } catch (error) {
    throw error instanceof BusinessError ? new BusinessError(ADMIN_MSG.adminPlatformNotConnected, CODES.notFound) : error;
  }
}
