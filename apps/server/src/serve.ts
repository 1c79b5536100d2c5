import { buildApp } from './app';
import { openConnections } from './connections';
import { offsetClock } from './platform/runtime/clock';
import type { Config } from './platform/config/config';
import { bootstrapSite } from './kernel/bootstrap';
import { openDatabase } from './platform/db/database';
import { migrateToLatest } from './platform/db/migrate';
import type { ServerExtension } from './extension';
import { startBackgroundJobs } from './jobs';
import { sealPlainTotpSecrets } from './modules/operators/public';
import { connectRevocations } from './platform/security/redis-revocations';
import { secretBox } from './platform/security/secret-box';
import { loadSecretKey } from './platform/security/secret-key';

/** Longer than any money call takes; a shutdown stuck past it (a hung database) exits 1 rather than never. */
const SHUTDOWN_LIMIT_MS = 25_000;

/**
 * Starts the server in this process: migrates the database, lets the extension prepare it (the sandbox's demo
 * content), writes what a site needs (kernel/bootstrap.ts), builds the app, starts the background jobs (jobs.ts) and listens;
 * SIGINT and SIGTERM shut it down.
 */
export async function serve(config: Config, extension: ServerExtension = {}): Promise<void> {
  const clock = offsetClock(config.CLOCK_OFFSET_MS);
  const database = openDatabase(config.DATABASE_URL);
  await migrateToLatest(database);
  const secrets = secretBox(loadSecretKey(config));
  const notes = (await extension.prepare?.({ database, secrets, now: clock() })) ?? [];
  const bootstrapped = await bootstrapSite(database.db, clock());
  const sealed = await sealPlainTotpSecrets(database.db, secrets);
  const connections = openConnections(database, secrets);
  const app = await buildApp({ config, database, clock, secrets, connections, extension });
  for (const note of notes) app.log.info(note.fields ?? {}, note.msg);
  if (bootstrapped.includes('site')) app.log.info('empty database: the site was created closed for maintenance; fill in its settings in the console and open it');
  if (bootstrapped.includes('vip_tier')) app.log.info('the entry VIP tier was created: members join it at registration');
  if (sealed > 0) app.log.info({ sealed }, 'operators\' TOTP secrets sealed with the secret key');
  if (database.dialect === 'postgres' && config.SECRET_KEY === '') {
    app.log.warn(`SECRET_KEY is not set: operators' TOTP secrets are sealed with ${config.DATA_DIR}/secret.key; every instance on this database needs the same key`);
  }
  const redis = config.REDIS_URL === '' ? undefined : connectRevocations(database.revocations, config.REDIS_URL, { log: (level, text) => app.log[level](text) });

  const stopJobs = startBackgroundJobs({ config, database, connections, clock, log: app.log });

  /**
   * Stop accepting connections, answer every request already in flight (a money call's transaction
   * commits or rolls back, and is answered, before the database closes), then close Redis and the database.
   * Fastify's close() closes idle keep-alive connections at once, and a new request on a busy one is answered
   * 503 with Connection: close in our envelope (platform/http/closing.ts), so a load balancer moves on and no connection
   * holds the exit.
   */
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down: no new connections, finishing the requests in flight');
    setTimeout(() => {
      app.log.error('shutdown did not finish in time: exiting');
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS).unref();
    try {
      stopJobs();
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
}
