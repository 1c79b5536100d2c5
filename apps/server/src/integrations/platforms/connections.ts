import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AuditWriter } from '../../kernel/audit-log';
import type { Database } from '../../platform/db/database';
import { inMoneyTransaction } from '../../platform/db/money-transaction';
import type { Tables } from '../../platform/db/schema';
import { BusinessError } from '../../kernel/errors';
import { RefreshingValue } from '../../platform/runtime/refreshing-value';
import { isAddressOrRange } from '../../platform/security/address-list';
import type { SecretBox } from '../../platform/security/secret-box';

/** The protocols a platform can be connected with. */
/** hub88: Hub88's seamless wallet (it calls /wallet/hub88); hub88-transfer: Hub88's TransferWallet API (we move money into its wallet). */
export const PLATFORM_PROTOCOLS = ['hub88', 'hub88-transfer'] as const;
export type PlatformProtocol = (typeof PLATFORM_PROTOCOLS)[number];

/** What a Hub88 connection is set with: the settings in the clear, the keys as PEM text. */
export interface Hub88ConnectionInput {
  apiUrl: string;
  operatorId: number;
  /** Hub88's public key: it verifies Hub88's calls to our wallet. */
  hub88PublicKeyPem: string;
  /** Our private key: it signs our calls to Hub88's games API. */
  privateKeyPem: string;
  /** Hub88's sub_partner_id of our site (the TransferWallet API requires one). */
  subPartnerId?: string;
  /** The addresses (or CIDR ranges) Hub88 calls our wallet from, as it publishes them; none: any address (the signature still decides). */
  allowedIps?: readonly string[];
}

/** A connected Hub88 platform, its keys opened (in this process's memory only). */
export interface Hub88Connection {
  platform: string;
  protocol: PlatformProtocol;
  apiUrl: string;
  operatorId: number;
  /** Hub88's sub_partner_id of our site, when the connection's settings name one. */
  subPartnerId?: string;
  hub88PublicKey: KeyObject;
  /** Hub88's public key as SPKI DER in base64, made once when opened: which connections share a key. */
  hub88PublicKeyId: string;
  privateKey: KeyObject;
  /** Where Hub88's wallet calls may come from; empty: anywhere (#41 item 6). */
  allowedIps: readonly string[];
  connectedBy: string;
  connectedAt: number;
}

/** What secret a row's sealed text belongs to: one row's text cannot be opened as another's. */
const sealContext = (platform: string) => `platform_connection:${platform}`;

/** Checks a Hub88 connection's settings and keys: a clear error for the first thing wrong. */
export function checkHub88Input(input: Hub88ConnectionInput): { hub88PublicKey: KeyObject; privateKey: KeyObject } {
  let url: URL;
  try {
    url = new URL(input.apiUrl);
  } catch {
    throw new BusinessError(`the API URL is not a URL: ${input.apiUrl}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new BusinessError(`the API URL must be http(s): ${input.apiUrl}`);
  if (!Number.isSafeInteger(input.operatorId) || input.operatorId <= 0) throw new BusinessError('the operator id must be a positive whole number');
  const badIp = input.allowedIps?.find((entry) => !isAddressOrRange(entry));
  if (badIp !== undefined) throw new BusinessError(`not an IP address or range: ${badIp}`);
  let hub88PublicKey: KeyObject;
  try {
    hub88PublicKey = createPublicKey(input.hub88PublicKeyPem);
  } catch {
    throw new BusinessError('the Hub88 public key is not a PEM public key');
  }
  // A private key's PEM also gives a public key: the file must be a public one.
  if (/PRIVATE KEY/.test(input.hub88PublicKeyPem)) throw new BusinessError('the Hub88 public key file holds a private key: give Hub88’s public key');
  let privateKey: KeyObject;
  try {
    privateKey = createPrivateKey(input.privateKeyPem);
  } catch {
    throw new BusinessError('our private key is not a PEM private key');
  }
  if (hub88PublicKey.asymmetricKeyType !== 'rsa' || privateKey.asymmetricKeyType !== 'rsa') throw new BusinessError('Hub88 signs with RSA keys: both keys must be RSA');
  return { hub88PublicKey, privateKey };
}

/** Connects (or reconnects, replacing its settings) a platform with Hub88's protocol, audited; never records a key in the clear. */
export async function connectHub88Platform(
  database: Database,
  secrets: SecretBox,
  { platform, operator, now, protocol = 'hub88', ...input }: Hub88ConnectionInput & { platform: string; operator: string; now: number; protocol?: PlatformProtocol },
  audit: AuditWriter,
): Promise<void> {
  checkHub88Input(input);
  const settings = {
    api_url: input.apiUrl,
    operator_id: input.operatorId,
    ...(input.subPartnerId === undefined ? {} : { sub_partner_id: input.subPartnerId }),
    ...(input.allowedIps === undefined || input.allowedIps.length === 0 ? {} : { allowed_ips: [...input.allowedIps] }),
  };
  const sealed = secrets.seal(JSON.stringify({ private_key: input.privateKeyPem, hub88_public_key: input.hub88PublicKeyPem }), sealContext(platform));
  await inMoneyTransaction(database, async (trx) => {
    const known = await trx.selectFrom('platform').select('code').where('code', '=', platform).executeTakeFirst();
    if (!known) throw new BusinessError(`no platform ${platform}`);
    const before = await trx.selectFrom('platform_connection').select(['protocol', 'settings_json']).where('platform', '=', platform).executeTakeFirst();
    await trx.deleteFrom('platform_connection').where('platform', '=', platform).execute();
    await trx
      .insertInto('platform_connection')
      .values({ platform, protocol, settings_json: JSON.stringify(settings), sealed_secrets: sealed, connected_by: operator, connected_at: now })
      .execute();
    await audit(trx, { target: `platform:${platform}`, before: before ? { protocol: before.protocol, ...(JSON.parse(before.settings_json) as object) } : null, after: { protocol, ...settings } });
  });
}

/** Disconnects a platform, audited: it plays through the demo again. */
export async function disconnectPlatform(database: Database, platform: string, audit: AuditWriter): Promise<void> {
  await inMoneyTransaction(database, async (trx) => {
    const before = await trx.selectFrom('platform_connection').select(['protocol', 'settings_json']).where('platform', '=', platform).executeTakeFirst();
    if (!before) throw new BusinessError(`platform ${platform} is not connected`);
    await trx.deleteFrom('platform_connection').where('platform', '=', platform).execute();
    await audit(trx, { target: `platform:${platform}`, before: { protocol: before.protocol, ...(JSON.parse(before.settings_json) as object) }, after: null });
  });
}

/** Every connection, its keys opened; a row whose keys do not open with this server's key is left out (and said so). */
export async function readConnections(db: Kysely<Tables>, secrets: SecretBox, warn: (text: string) => void = () => undefined): Promise<Hub88Connection[]> {
  const rows = await db.selectFrom('platform_connection').selectAll().orderBy('platform').execute();
  const connections: Hub88Connection[] = [];
  for (const row of rows) {
    if (row.protocol !== 'hub88' && row.protocol !== 'hub88-transfer') continue;
    const opened = secrets.open(row.sealed_secrets, sealContext(row.platform));
    if (opened === undefined) {
      warn(`the keys of platform ${row.platform} do not open with this server's secret key`);
      continue;
    }
    const keys = JSON.parse(opened) as { private_key: string; hub88_public_key: string };
    const settings = JSON.parse(row.settings_json) as { api_url: string; operator_id: number; sub_partner_id?: string; allowed_ips?: string[] };
    const hub88PublicKey = createPublicKey(keys.hub88_public_key);
    connections.push({
      platform: row.platform,
      protocol: row.protocol,
      apiUrl: settings.api_url,
      operatorId: settings.operator_id,
      ...(settings.sub_partner_id === undefined ? {} : { subPartnerId: settings.sub_partner_id }),
      hub88PublicKey,
      hub88PublicKeyId: hub88PublicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
      privateKey: createPrivateKey(keys.private_key),
      allowedIps: settings.allowed_ips ?? [],
      connectedBy: row.connected_by,
      connectedAt: row.connected_at,
    });
  }
  return connections;
}

/** How long a process keeps the connections it read: a change made elsewhere (the CLI) is seen within twice this. */
export const CONNECTIONS_TTL_MS = 5_000;

/**
 * The platform connections as this process last read them, keys opened in memory. Forget it after a change made
 * through this process; a change made by `npm run admin` is seen within twice the TTL.
 */
export class PlatformConnections extends RefreshingValue<readonly Hub88Connection[]> {
  constructor(db: Kysely<Tables>, secrets: SecretBox, warn?: (text: string) => void, ttlMs = CONNECTIONS_TTL_MS) {
    super(() => readConnections(db, secrets, warn), ttlMs);
  }

  async of(platform: string): Promise<Hub88Connection | undefined> {
    return (await this.current()).find((connection) => connection.platform === platform);
  }
}
