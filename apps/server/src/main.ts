import { buildApp } from './app';
import { offsetClock } from './clock';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedDemo } from './db/seed/seed';
import { connectDemoGateways, disconnectDemoGateways } from './demo/gateway-sim';
import { GatewayConnections } from './gateways/connections';
import { startGatewayOrderExpiry } from './modules/deposit/public';
import { connectDemoPlatforms, disconnectDemoPlatforms } from './demo/platform-sim';
import { sealPlainTotpSecrets } from './modules/operators/public';
import { startImageSweep } from './modules/uploads/public';
import { startPlatformTransferResolver } from './modules/wallet/public';
import { startPayoutResolver } from './modules/withdraw/public';
import { PlatformConnections } from './providers/connections';
import { startCallbackLogPrune } from './providers/callback-log-prune';
import { startPlatformBetPull } from './providers/hub88-transfer/pull';
import { connectRevocations } from './security/redis-revocations';
import { secretBox } from './security/secret-box';
import { loadSecretKey } from './security/secret-key';

const config = loadConfig();
const clock = offsetClock(config.CLOCK_OFFSET_MS);
const database = openDatabase(config.DATABASE_URL);
await migrateToLatest(database);
const seeded = await seedDemo(database, clock());
const secrets = secretBox(loadSecretKey(config));
const sealed = await sealPlainTotpSecrets(database.db, secrets);
const simPlatforms = config.DEMO_PLATFORM_SIM === 'on' ? await connectDemoPlatforms(database, secrets, config, clock()) : [];
const simPlatformsLeft = config.DEMO_PLATFORM_SIM === 'on' ? [] : await disconnectDemoPlatforms(database, clock());
const simGateways = config.DEMO_GATEWAY_SIM === 'on' ? await connectDemoGateways(database, secrets, config, clock()) : [];
const simGatewaysLeft = config.DEMO_GATEWAY_SIM === 'on' ? [] : await disconnectDemoGateways(database, clock());
const app = await buildApp({ config, database, clock, secrets });
if (seeded) app.log.info('empty database: demo content written');
if (sealed > 0) app.log.info({ sealed }, 'operators\' TOTP secrets sealed with the secret key');
if (simPlatforms.length > 0) app.log.info({ platforms: simPlatforms }, 'demo platforms play through the Hub88 simulator at /platform-sim');
if (simGateways.length > 0) app.log.info({ channels: simGateways }, 'demo deposit channels pay through the EPay simulator at /gateway-sim');
if (simGatewaysLeft.length > 0) app.log.info({ channels: simGatewaysLeft }, 'DEMO_GATEWAY_SIM is off: the demo channels connected to the simulator are reviewed by hand again');
if (simPlatformsLeft.length > 0) app.log.info({ platforms: simPlatformsLeft }, 'DEMO_PLATFORM_SIM is off: the demo platforms connected to the simulator play the demo slot again');
if (database.dialect === 'postgres' && config.SECRET_KEY === '') {
  app.log.warn(`SECRET_KEY is not set: operators' TOTP secrets are sealed with ${config.DATA_DIR}/secret.key; every instance on this database needs the same key`);
}
const redis = config.REDIS_URL === '' ? undefined : connectRevocations(database.revocations, config.REDIS_URL, { log: (level, text) => app.log[level](text) });

// The background jobs' views of the connected platforms and gateways (each caches its connections for a while).
const platformConnections = new PlatformConnections(database.db, secrets);
const gatewayConnections = new GatewayConnections(database.db, secrets);
const stopImageSweep = startImageSweep(database.db, config.DATA_DIR, clock, app.log);
const stopTransferResolver = startPlatformTransferResolver({ database, connections: platformConnections, clock, timeoutMs: config.PLATFORM_TRANSFER_TIMEOUT_MS }, app.log);
const stopCallbackLogPrune = startCallbackLogPrune(database.db, clock, app.log);
const stopGatewayExpiry = startGatewayOrderExpiry({ database, gateways: gatewayConnections, clock }, app.log);
const stopPayoutResolver = startPayoutResolver({ database, gateways: gatewayConnections, clock }, app.log);
const stopBetPull = startPlatformBetPull({ database, connections: platformConnections, clock, log: app.log, maxCreditFen: config.MAX_EXTERNAL_CREDIT_FEN }, config.PLATFORM_BETS_PULL_MS);

/** Longer than any money call takes; a shutdown stuck past it (a hung database) exits 1 rather than never. */
const SHUTDOWN_LIMIT_MS = 25_000;

/**
 * Stop accepting connections, answer every request already in flight (a money call's transaction
 * commits or rolls back, and is answered, before the database closes), then close Redis and the database.
 * Fastify's close() closes idle keep-alive connections at once, and a new request on a busy one is answered
 * 503 with Connection: close in our envelope (http/closing.ts), so a load balancer moves on and no connection
 * holds the exit.
 */
const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down: no new connections, finishing the requests in flight');
  setTimeout(() => {
    app.log.error('shutdown did not finish in time: exiting');
    process.exit(1);
  }, SHUTDOWN_LIMIT_MS).unref();
  try {
    stopImageSweep();
    stopTransferResolver();
    stopCallbackLogPrune();
    stopBetPull();
    stopGatewayExpiry();
    stopPayoutResolver();
    await app.close();
    await redis?.close();
    await database.close();
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
  app.log.info('shut down');
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: config.HOST, port: config.PORT });
