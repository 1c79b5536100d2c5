import { buildApp } from './app';
import { offsetClock } from './clock';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedDemo } from './db/seed/seed';
import { connectRevocations } from './security/redis-revocations';

const config = loadConfig();
const clock = offsetClock(config.CLOCK_OFFSET_MS);
const database = openDatabase(config.DATABASE_URL);
await migrateToLatest(database);
const seeded = await seedDemo(database, clock());
const app = await buildApp({ config, database, clock });
if (seeded) app.log.info('empty database: demo content written');
const redis = config.REDIS_URL === '' ? undefined : connectRevocations(database.revocations, config.REDIS_URL, { log: (level, text) => app.log[level](text) });

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await redis?.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: config.HOST, port: config.PORT });
