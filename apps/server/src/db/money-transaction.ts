import { setTimeout as sleep } from 'node:timers/promises';
import { sql, type Kysely } from 'kysely';
import type { Database } from './database';
import type { Tables } from './schema';

const MAX_ATTEMPTS = 12;

/** Lock conflicts worth trying again: SQLite busy, PostgreSQL deadlock or serialization failure. */
export function isRetryable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  return error.code === 'SQLITE_BUSY' || error.code === 'SQLITE_BUSY_SNAPSHOT' || error.code === '40P01' || error.code === '40001';
}

/**
 * Runs one money operation in one database transaction: `BEGIN IMMEDIATE` on SQLite (the write lock
 * up front, so two processes never deadlock on an upgrade), READ COMMITTED on PostgreSQL. Retried,
 * bounded and with jitter, on lock conflicts. Nothing slow (HTTP, timers) may run inside `work`.
 */
export async function inMoneyTransaction<T>(database: Database, work: (trx: Kysely<Tables>) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      if (database.dialect === 'postgres') return await database.db.transaction().execute(work);
      return await database.db.connection().execute(async (connection) => {
        await sql`BEGIN IMMEDIATE`.execute(connection);
        try {
          const result = await work(connection);
          await sql`COMMIT`.execute(connection);
          return result;
        } catch (error) {
          await sql`ROLLBACK`.execute(connection);
          throw error;
        }
      });
    } catch (error) {
      if (!isRetryable(error) || attempt >= MAX_ATTEMPTS) throw error;
      await sleep(Math.random() * 10 * attempt);
    }
  }
}
