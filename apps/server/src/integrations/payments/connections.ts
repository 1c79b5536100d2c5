import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { isIP } from 'node:net';
import type { Kysely } from 'kysely';
import type { AuditWriter } from '../../kernel/audit-log';
import type { Database } from '../../platform/db/database';
import { inMoneyTransaction } from '../../platform/db/money-transaction';
import type { Tables } from '../../platform/db/schema';
import { BusinessError } from '../../kernel/errors';
import { RefreshingValue } from '../../platform/runtime/refreshing-value';
import type { SecretBox } from '../../platform/security/secret-box';

/** The protocols a deposit channel can be connected with. */
export const GATEWAY_PROTOCOLS = ['epay'] as const;
export type GatewayProtocol = (typeof GATEWAY_PROTOCOLS)[number];

/** What an EPay connection is set with: settings in the clear, the keys as text. */
export interface EpayConnectionInput {
  /** The gateway's base URL (its submit.php, mapi.php and api.php are under it). */
  apiUrl: string;
  /** Where players' browsers reach the gateway, when not at apiUrl (a path is read on our own origin); default apiUrl. */
  payUrl?: string;
  /** The merchant id. */
  pid: string;
  /** The pay method sent as `type` (alipay, wxpay, …); none: the gateway's cashier lets the player choose. */
  payType?: string;
  /** How payments, notifications and queries are signed: MD5 (EPay V1, the default) or RSA (EPay V2: needs the RSA keys below). */
  signType?: EpaySignType;
  /** The MD5 merchant key. */
  key: string;
  /** The addresses the gateway's notifications may come from (the request's address as TRUST_PROXY reads it); none: any. */
  allowedIps?: readonly string[];
  /** For payouts (EPay V2, RSA): our private key, PEM, and the gateway's public key, PEM. Both or neither. */
  merchantPrivateKeyPem?: string;
  gatewayPublicKeyPem?: string;
}

export type EpaySignType = 'MD5' | 'RSA';

/** A connected channel, its keys opened (in this process's memory only). */
export interface EpayConnection {
  channel: string;
  protocol: GatewayProtocol;
  apiUrl: string;
  payUrl: string | undefined;
  pid: string;
  payType: string | undefined;
  signType: EpaySignType;
  key: string;
  allowedIps: readonly string[];
  payoutKeys: { merchantPrivateKey: KeyObject; gatewayPublicKey: KeyObject } | undefined;
  connectedBy: string;
  connectedAt: number;
}

const sealContext = (channel: string) => `gateway_connection:${channel}`;

/** EPay's merchant ids are whole numbers; its keys letters and digits (the gateway makes 32). */
const PID = /^\d{1,20}$/;
const KEY = /^[A-Za-z0-9]{8,128}$/;
const PAY_TYPE = /^[a-z0-9_]{1,32}$/;

function checkHttpUrl(raw: string, what: string): void {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new BusinessError(`the ${what} is not a URL: ${raw}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new BusinessError(`the ${what} must be http(s): ${raw}`);
  if (url.search !== '' || url.hash !== '') throw new BusinessError(`the ${what} must have no query or fragment: ${raw}`);
}

/** Checks an EPay connection's settings and keys: a clear error for the first thing wrong. */
export function checkEpayInput(input: EpayConnectionInput): EpayConnection['payoutKeys'] {
  checkHttpUrl(input.apiUrl, 'API URL');
  if (input.payUrl !== undefined && !input.payUrl.startsWith('/')) checkHttpUrl(input.payUrl, 'pay URL');
  if (!PID.test(input.pid)) throw new BusinessError('the merchant id (pid) is a whole number');
  if (!KEY.test(input.key)) throw new BusinessError('the merchant key is 8 to 128 letters and digits');
  const badIp = input.allowedIps?.find((ip) => isIP(ip) === 0);
  if (badIp !== undefined) throw new BusinessError(`not an IP address: ${badIp}`);
  if (input.payType !== undefined && !PAY_TYPE.test(input.payType)) throw new BusinessError(`the pay type is a gateway's type code such as alipay or wxpay, not ${input.payType}`);
  if (input.signType === 'RSA' && (input.merchantPrivateKeyPem === undefined || input.gatewayPublicKeyPem === undefined)) throw new BusinessError('RSA signing (EPay V2) needs our private key and the gateway’s public key');
  if (input.merchantPrivateKeyPem === undefined && input.gatewayPublicKeyPem === undefined) return undefined;
  if (input.merchantPrivateKeyPem === undefined || input.gatewayPublicKeyPem === undefined) throw new BusinessError('payouts need both our private key and the gateway’s public key');
  let merchantPrivateKey: KeyObject;
  let gatewayPublicKey: KeyObject;
  try {
    merchantPrivateKey = createPrivateKey(input.merchantPrivateKeyPem);
  } catch {
    throw new BusinessError('our private key is not a PEM private key');
  }
  if (/PRIVATE KEY/.test(input.gatewayPublicKeyPem)) throw new BusinessError('the gateway public key file holds a private key: give the gateway’s public key');
  try {
    gatewayPublicKey = createPublicKey(input.gatewayPublicKeyPem);
  } catch {
    throw new BusinessError('the gateway public key is not a PEM public key');
  }
  if (merchantPrivateKey.asymmetricKeyType !== 'rsa' || gatewayPublicKey.asymmetricKeyType !== 'rsa') throw new BusinessError('EPay V2 signs with RSA keys: both keys must be RSA');
  return { merchantPrivateKey, gatewayPublicKey };
}

/** The base URL with its trailing slash, as EPay's `{apiurl}` is written. */
const withSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`);

/** What the console and the audit log may show of a connection: never a key. */
export function connectionSettings(input: Pick<EpayConnectionInput, 'apiUrl' | 'payUrl' | 'pid' | 'payType' | 'allowedIps' | 'signType'>) {
  return {
    api_url: withSlash(input.apiUrl),
    pid: input.pid,
    ...(input.signType === 'RSA' ? { sign_type: 'RSA' as const } : {}),
    ...(input.payUrl === undefined ? {} : { pay_url: withSlash(input.payUrl) }),
    ...(input.payType === undefined ? {} : { pay_type: input.payType }),
    ...(input.allowedIps === undefined || input.allowedIps.length === 0 ? {} : { allowed_ips: [...input.allowedIps] }),
  };
}

/** Connects (or reconnects, replacing its settings) a deposit channel with EPay, audited; never records a key in the clear. */
export async function connectEpayChannel(
  database: Database,
  secrets: SecretBox,
  { channel, operator, now, ...input }: EpayConnectionInput & { channel: string; operator: string; now: number },
  audit: AuditWriter,
): Promise<void> {
  checkEpayInput(input);
  const settings = connectionSettings(input);
  const sealed = secrets.seal(
    JSON.stringify({ key: input.key, ...(input.merchantPrivateKeyPem === undefined ? {} : { merchant_private_key: input.merchantPrivateKeyPem, gateway_public_key: input.gatewayPublicKeyPem }) }),
    sealContext(channel),
  );
  await inMoneyTransaction(database, async (trx) => {
    const payChannel = await trx.selectFrom('pay_channel').select('type').where('type', '=', channel).executeTakeFirst();
    if (!payChannel) throw new BusinessError(`there is no deposit channel ${channel}`);
    const before = await trx.selectFrom('gateway_connection').select(['protocol', 'settings_json']).where('channel', '=', channel).executeTakeFirst();
    const row = { protocol: 'epay', settings_json: JSON.stringify(settings), sealed_secrets: sealed, connected_by: operator, connected_at: now };
    if (before) await trx.updateTable('gateway_connection').set(row).where('channel', '=', channel).execute();
    else await trx.insertInto('gateway_connection').values({ channel, ...row }).execute();
    await audit(trx, {
      target: `gateway:${channel}`,
      before: before ? { protocol: before.protocol, ...(JSON.parse(before.settings_json) as object) } : null,
      after: { protocol: 'epay', ...settings, payouts: input.merchantPrivateKeyPem !== undefined },
    });
  });
}

/** The channel is reviewed by hand again; its keys are deleted. Audited. */
export async function disconnectGatewayChannel(database: Database, channel: string, audit: AuditWriter): Promise<void> {
  await inMoneyTransaction(database, async (trx) => {
    const before = await trx.selectFrom('gateway_connection').select(['protocol', 'settings_json']).where('channel', '=', channel).executeTakeFirst();
    if (!before) throw new BusinessError(`channel ${channel} is not connected to a gateway`);
    await trx.deleteFrom('gateway_connection').where('channel', '=', channel).execute();
    await audit(trx, { target: `gateway:${channel}`, before: { protocol: before.protocol, ...(JSON.parse(before.settings_json) as object) }, after: null });
  });
}

interface StoredSettings {
  api_url: string;
  pid: string;
  pay_url?: string;
  pay_type?: string;
  sign_type?: EpaySignType;
  allowed_ips?: string[];
}
interface StoredSecrets {
  key: string;
  merchant_private_key?: string;
  gateway_public_key?: string;
}

/** Every connection, its keys opened; a row whose keys do not open with this server's key is left out (and said so). */
export async function readGatewayConnections(db: Kysely<Tables>, secrets: SecretBox, warn: (text: string) => void = () => undefined): Promise<EpayConnection[]> {
  const rows = await db.selectFrom('gateway_connection').selectAll().orderBy('channel').execute();
  const connections: EpayConnection[] = [];
  for (const row of rows) {
    if (row.protocol !== 'epay') continue;
    const opened = secrets.open(row.sealed_secrets, sealContext(row.channel));
    if (opened === undefined) {
      warn(`the keys of deposit channel ${row.channel} do not open with this server's secret key`);
      continue;
    }
    const keys = JSON.parse(opened) as StoredSecrets;
    const settings = JSON.parse(row.settings_json) as StoredSettings;
    connections.push({
      channel: row.channel,
      protocol: row.protocol,
      apiUrl: settings.api_url,
      payUrl: settings.pay_url,
      pid: settings.pid,
      payType: settings.pay_type,
      signType: settings.sign_type ?? 'MD5',
      key: keys.key,
      allowedIps: settings.allowed_ips ?? [],
      payoutKeys:
        keys.merchant_private_key !== undefined && keys.gateway_public_key !== undefined
          ? { merchantPrivateKey: createPrivateKey(keys.merchant_private_key), gatewayPublicKey: createPublicKey(keys.gateway_public_key) }
          : undefined,
      connectedBy: row.connected_by,
      connectedAt: row.connected_at,
    });
  }
  return connections;
}

/** How long a process keeps the connections it read: a change made by `npm run admin` is seen within twice this. */
export const GATEWAY_CONNECTIONS_TTL_MS = 5_000;

/** The gateway connections as this process last read them, keys opened in memory; forget it after a change made here. */
export class GatewayConnections extends RefreshingValue<readonly EpayConnection[]> {
  constructor(db: Kysely<Tables>, secrets: SecretBox, warn?: (text: string) => void, ttlMs = GATEWAY_CONNECTIONS_TTL_MS) {
    super(() => readGatewayConnections(db, secrets, warn), ttlMs);
  }

  async of(channel: string): Promise<EpayConnection | undefined> {
    return (await this.current()).find((connection) => connection.channel === channel);
  }
}
