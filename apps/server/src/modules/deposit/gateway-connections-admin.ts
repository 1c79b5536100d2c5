import type { adminConnectGateway, adminGatewayConnections } from '@casino/contract/calls/deposit';
import type { DataOf, ParsedRequestOf } from '@casino/contract/call';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { CODES } from '@casino/contract/codes';
import { checkGatewayConnection } from '@casino/contract/rules/admin-gateway-connection';
import { formatBeijingTime } from '@casino/contract/time';
import type { Kysely } from 'kysely';
import type { AuditWriter } from '../../kernel/audit-log';
import type { Database } from '../../platform/db/database';
import type { Tables } from '../../platform/db/schema';
import { connectEpayChannel, disconnectGatewayChannel, readGatewayConnections, type GatewayConnections } from '../../integrations/payments/connections';
import { BusinessError } from '../../kernel/errors';
import type { SecretBox } from '../../platform/security/secret-box';

type ConnectionItem = DataOf<typeof adminGatewayConnections>[number];

interface StoredSettings {
  api_url?: string;
  pay_url?: string;
  pid?: string;
  pay_type?: string;
  sign_type?: 'MD5' | 'RSA';
  allowed_ips?: string[];
}

/** Every deposit channel in the players' order with how it is paid: its gateway connection's settings, never a key. */
export async function gatewayConnectionList(db: Kysely<Tables>, secrets: SecretBox): Promise<ConnectionItem[]> {
  const [channels, rows, opened] = await Promise.all([
    db.selectFrom('pay_channel').select(['type', 'name']).orderBy('sort').orderBy('type').execute(),
    db.selectFrom('gateway_connection').select(['channel', 'protocol', 'settings_json', 'connected_by', 'connected_at']).execute(),
    readGatewayConnections(db, secrets),
  ]);
  return channels.map((channel) => {
    const row = rows.find((one) => one.channel === channel.type);
    const base = { channel: channel.type, name: channel.name };
    if (!row || row.protocol !== 'epay') {
      return { ...base, protocol: 'manual', api_url: null, pay_url: null, pid: null, pay_type: null, sign_type: null, allowed_ips: [], payouts: false, connected_by: null, connected_at: null, keys_open: true };
    }
    const settings = JSON.parse(row.settings_json) as StoredSettings;
    const connection = opened.find((one) => one.channel === channel.type);
    return {
      ...base,
      protocol: 'epay',
      api_url: settings.api_url ?? null,
      pay_url: settings.pay_url ?? null,
      pid: settings.pid ?? null,
      pay_type: settings.pay_type ?? null,
      sign_type: settings.sign_type ?? 'MD5',
      allowed_ips: settings.allowed_ips ?? [],
      payouts: connection?.payoutKeys !== undefined,
      connected_by: row.connected_by,
      connected_at: formatBeijingTime(row.connected_at),
      keys_open: connection !== undefined,
    };
  });
}

/**
 * integrations/payments/connections.ts checks the settings and keys (the CLI's check) in English for the command line; the console
 * reads its refusal in Chinese. Each refusal is named by what it is about.
 */
const REFUSALS: readonly [RegExp, string, number][] = [
  [/no deposit channel/, ADMIN_MSG.adminChannelNotFound, CODES.notFound],
  [/not connected to a gateway/, ADMIN_MSG.adminGatewayNotConnected, CODES.notFound],
  [/API URL/, ADMIN_MSG.adminGatewayApiUrl, CODES.validation],
  [/pay URL/, ADMIN_MSG.adminGatewayPayUrl, CODES.validation],
  [/merchant id/, ADMIN_MSG.adminGatewayPid, CODES.validation],
  [/merchant key/, ADMIN_MSG.adminGatewayKey, CODES.validation],
  [/IP address/, ADMIN_MSG.adminGatewayAllowedIps, CODES.validation],
  [/pay type/, ADMIN_MSG.adminGatewayPayType, CODES.validation],
  [/RSA signing/, ADMIN_MSG.adminGatewayRsaKeys, CODES.validation],
  [/payouts need/, ADMIN_MSG.adminGatewayPayoutKeys, CODES.validation],
  [/holds a private key/, ADMIN_MSG.adminGatewayPublicKeyPrivate, CODES.validation],
  [/our private key/, ADMIN_MSG.adminGatewayPrivateKey, CODES.validation],
  [/gateway public key/, ADMIN_MSG.adminGatewayPublicKey, CODES.validation],
  [/RSA keys/, ADMIN_MSG.adminGatewayKeysRsa, CODES.validation],
];

function inChinese(error: unknown): unknown {
  if (!(error instanceof BusinessError)) return error;
  const [, message, code] = REFUSALS.find(([about]) => about.test(error.message)) ?? [undefined, error.message, CODES.validation];
  return new BusinessError(message, code);
}

const optional = (value: string | undefined) => {
  const text = value?.trim() ?? '';
  return text === '' ? undefined : text;
};

/** The console's connect: the same checks and sealing as the CLI's gateway:connect; this process sees it at once. */
export async function connectGatewayByOperator(
  database: Database,
  secrets: SecretBox,
  gateways: GatewayConnections,
  input: ParsedRequestOf<typeof adminConnectGateway>,
  operator: string,
  now: number,
  audit: AuditWriter,
): Promise<ConnectionItem> {
  const broken = checkGatewayConnection(input);
  if (broken !== undefined) throw new BusinessError(broken, CODES.validation);
  const privateKey = optional(input.private_key);
  const gatewayPublicKey = optional(input.gateway_public_key);
  const payUrl = optional(input.pay_url);
  const payType = optional(input.pay_type);
  const allowedIps = (input.allowed_ips ?? '').split(/[\s,]+/).filter((ip) => ip !== '');
  try {
    await connectEpayChannel(
      database,
      secrets,
      {
        channel: input.channel,
        operator,
        now,
        apiUrl: input.api_url.trim(),
        pid: input.pid.trim(),
        key: input.key.trim(),
        ...(payUrl === undefined ? {} : { payUrl }),
        ...(payType === undefined ? {} : { payType }),
        ...(input.sign_type === undefined ? {} : { signType: input.sign_type }),
        ...(allowedIps.length === 0 ? {} : { allowedIps }),
        ...(privateKey === undefined ? {} : { merchantPrivateKeyPem: privateKey }),
        ...(gatewayPublicKey === undefined ? {} : { gatewayPublicKeyPem: gatewayPublicKey }),
      },
      audit,
    );
  } catch (error) {
    throw inChinese(error);
  }
  gateways.forget();
  const item = (await gatewayConnectionList(database.db, secrets)).find((one) => one.channel === input.channel);
  if (!item) throw new BusinessError(ADMIN_MSG.adminChannelNotFound, CODES.notFound);
  return item;
}

export async function disconnectGatewayByOperator(database: Database, gateways: GatewayConnections, channel: string, audit: AuditWriter): Promise<void> {
  try {
    await disconnectGatewayChannel(database, channel, audit);
  } catch (error) {
    throw inChinese(error);
  }
  gateways.forget();
}
