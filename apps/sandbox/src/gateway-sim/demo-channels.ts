import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { auditWriter } from '../../../server/src/kernel/audit-log';
import type { Config } from '../../../server/src/platform/config/config';
import type { Database } from '../../../server/src/platform/db/database';
import { connectEpayChannel, disconnectGatewayChannel, readGatewayConnections } from '../../../server/src/integrations/payments/connections';
import { epaySimRoutes } from './epay-sim';
import { loadOrCreateEpaySimKeys, type EpaySimKeys } from './keys';
import type { SecretBox } from '../../../server/src/platform/security/secret-box';
import { selfUrl } from '../../../server/src/platform/runtime/self-url';
import { touchedByOperators } from '../operator-choices';

/** The demo's channels that pay through the simulator inside the server: SPEC's external pay ways 5 (GO PAY) and 6 (OK PAY). */
export const DEMO_GATEWAY_CHANNELS = ['gopay', 'okpay'] as const;

/** Where the simulator's routes are mounted on our server. */
export const DEMO_GATEWAY_PREFIX = '/gateway-sim';

/** The merchant id our connections name. */
const DEMO_PID = '1001';

/** Who connects the demo's channels: their connection's connected_by and the audit rows' actor. */
export const DEMO_GATEWAY_ACTOR = 'demo:gateway-sim';

/** The simulator's keys, made at the first start into DATA_DIR/gateway-sim and kept there. */
const demoKeys = (config: Pick<Config, 'DATA_DIR'>): EpaySimKeys => loadOrCreateEpaySimKeys(join(config.DATA_DIR, 'gateway-sim'));

const audit = (action: string, now: number) => auditWriter({ adminId: null, name: DEMO_GATEWAY_ACTOR, ip: 'local' }, action, now);

/**
 * Connects the demo's channels 5 and 6 to the simulator inside this server, sealed and audited as `gateway:connect`
 * does: the server asks it at our own address, players' browsers open it under our own origin (pay_url is a path).
 * A channel an operator connected or disconnected (an operator's audit row names it) is left as they left it; one the
 * demo connected is connected again when the address or the keys changed. Answers the channels connected now.
 */
export async function connectDemoGateways(database: Database, secrets: SecretBox, config: Pick<Config, 'HOST' | 'PORT' | 'DATA_DIR'>, now: number): Promise<string[]> {
  const { db } = database;
  const keys = demoKeys(config);
  const apiUrl = `${selfUrl(config)}${DEMO_GATEWAY_PREFIX}/`;
  const channels = (await db.selectFrom('pay_channel').select('type').where('type', 'in', DEMO_GATEWAY_CHANNELS).orderBy('type').execute()).map((row) => row.type);
  if (channels.length === 0) return [];
  const rows = await db.selectFrom('gateway_connection').select(['channel', 'connected_by']).where('channel', 'in', channels).execute();
  const opened = await readGatewayConnections(db, secrets);
  const touched = await touchedByOperators(db, channels.map((code) => `gateway:${code}`), DEMO_GATEWAY_ACTOR);
  const connected: string[] = [];
  for (const channel of channels) {
    const row = rows.find((one) => one.channel === channel);
    if (row ? row.connected_by !== DEMO_GATEWAY_ACTOR : touched.has(`gateway:${channel}`)) continue;
    const connection = opened.find((one) => one.channel === channel);
    const current = connection !== undefined && connection.apiUrl === apiUrl && connection.key === keys.md5Key && connection.payoutKeys !== undefined;
    if (!current) {
      await connectEpayChannel(
        database,
        secrets,
        {
          channel,
          operator: DEMO_GATEWAY_ACTOR,
          now,
          apiUrl,
          payUrl: `${DEMO_GATEWAY_PREFIX}/`,
          pid: DEMO_PID,
          key: keys.md5Key,
          merchantPrivateKeyPem: readFileSync(keys.merchantPrivateKeyFile, 'utf8'),
          gatewayPublicKeyPem: readFileSync(keys.platformPublicKeyFile, 'utf8'),
        },
        audit('gateway:connect', now),
      );
    }
    connected.push(channel);
  }
  return connected;
}

/** With the simulator off: the demo's own connections removed (audited), so their channels are reviewed by hand again. */
export async function disconnectDemoGateways(database: Database, now: number): Promise<string[]> {
  const rows = await database.db.selectFrom('gateway_connection').select('channel').where('connected_by', '=', DEMO_GATEWAY_ACTOR).orderBy('channel').execute();
  for (const { channel } of rows) await disconnectGatewayChannel(database, channel, audit('gateway:disconnect', now));
  return rows.map((row) => row.channel);
}

/**
 * The EPay simulator inside our server, under /gateway-sim: its submit.php and pay page at the address the player
 * reached us at, its api.php (order query, payouts) asked by our server at our own address, its notifications sent to
 * our notify URL over HTTP.
 */
export async function registerDemoGatewaySim(app: FastifyInstance, config: Config): Promise<void> {
  const keys = demoKeys(config);
  await app.register(
    (sim, _options, done) => {
      epaySimRoutes(sim, { merchants: [{ pid: DEMO_PID, key: keys.md5Key, merchantPublicKey: keys.merchantPublicKey }], platformPrivateKey: keys.platformPrivateKey });
      done();
    },
    { prefix: DEMO_GATEWAY_PREFIX },
  );
}
