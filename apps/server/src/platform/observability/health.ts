import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../db/database';
import { migrations } from '../db/migrations';

/** Kysely's migration table, as platform/db/migrate.ts leaves it. */
const MIGRATION_TABLE = 'kysely_migration';
/** A database that does not answer within this is not ready. */
const READY_TIMEOUT_MS = 2000;

/** Why the server is not ready, or undefined when the database answers and every migration is applied. */
export async function notReadyReason({ db }: Database): Promise<string | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(() => {
      resolve('database did not answer in time');
    }, READY_TIMEOUT_MS);
  });
  const check = (async () => {
    try {
      await sql`select 1`.execute(db);
      const applied = await sql<{ name: string }>`select name from ${sql.table(MIGRATION_TABLE)}`.execute(db);
      const names = new Set(applied.rows.map((row) => row.name));
      const missing = Object.keys(migrations).filter((name) => !names.has(name));
      return missing.length === 0 ? undefined : `migrations not applied: ${missing.join(', ')}`;
    } catch (error) {
      return `database unreachable: ${error instanceof Error ? error.message : String(error)}`;
    }
  })();
  try {
    return await Promise.race([check, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * For a load balancer, without auth and without an info line per call: `/healthz` answers while the
 * process runs; `/readyz` answers 200 when the database answers and its migrations are current, else 503
 * (the reason is logged, never answered: it may name the database).
 * While the server shuts down Fastify answers 503 to both (return503OnClosing).
 */
export function registerHealth(app: FastifyInstance, database: Database): void {
  app.get('/healthz', { logLevel: 'warn' }, (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
  app.get('/readyz', { logLevel: 'warn' }, async (request, reply) => {
    const reason = await notReadyReason(database);
    reply.header('cache-control', 'no-store');
    if (reason === undefined) return reply.send({ status: 'ready' });
    request.log.warn({ reason }, 'not ready');
    return reply.status(503).send({ status: 'not ready' });
  });
}
