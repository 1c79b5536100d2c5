import { AsyncLocalStorage } from 'node:async_hooks';
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

/** Lock conflicts retried, by reason, since the process started (read by /metrics). */
export const transactionRetries = { sqlite_busy: 0, postgres_deadlock: 0, postgres_serialization: 0 };

/**
 * Ledger transfer rows written by committed money transactions since the process started, by kind and
 * phase (read by /metrics). Counted here, after COMMIT, rather than by a count over the transfer table at
 * scrape time: the table is the largest there is and has no index on kind, so a count would scan it on
 * every scrape of every instance (on SQLite, blocking the event loop meanwhile). A counter is still right
 * under rollbacks (an attempt's rows count only once its COMMIT has answered; a retried attempt's are
 * dropped) and with several instances (each counts its own commits; sum() over instances is the total, and
 * rate() survives restarts). What it does not see: transfers written by another process (`npm run admin`).
 */
export const committedTransfers = new Map<string, { kind: string; phase: string; count: number }>();

/** The transfer rows written by the attempt running now, as kind and phase. */
const writtenTransfers = new AsyncLocalStorage<string[]>();

/** Called by the ledger for each transfer row it writes; a row written outside inMoneyTransaction is not counted. */
export function noteTransferWritten(kind: string, phase: string): void {
  writtenTransfers.getStore()?.push(kind, phase);
}

/** Where the running attempt's list of written transfers ends: taken before a SAVEPOINT. */
export function transfersWrittenMark(): number {
  return writtenTransfers.getStore()?.length ?? 0;
}

/** After ROLLBACK TO SAVEPOINT: the rows written since the mark are gone and must not be counted. */
export function forgetTransfersWrittenSince(mark: number): void {
  const written = writtenTransfers.getStore();
  if (written) written.length = mark;
}

function countCommitted(written: string[]): void {
  for (let i = 0; i < written.length; i += 2) {
    const kind = written[i] ?? '';
    const phase = written[i + 1] ?? '';
    const key = `${kind}/${phase}`;
    const entry = committedTransfers.get(key);
    if (entry) entry.count += 1;
    else committedTransfers.set(key, { kind, phase, count: 1 });
  }
}

function countRetry(error: unknown): void {
  const code = (error as { code?: unknown }).code;
  if (code === '40P01') transactionRetries.postgres_deadlock += 1;
  else if (code === '40001') transactionRetries.postgres_serialization += 1;
  else transactionRetries.sqlite_busy += 1;
}

/**
 * Runs one money operation in one database transaction: `BEGIN IMMEDIATE` on SQLite (the write lock
 * up front, so two processes never deadlock on an upgrade), READ COMMITTED on PostgreSQL. Retried,
 * bounded and with jitter, on lock conflicts. Nothing slow (HTTP, timers) may run inside `work`.
 */
export async function inMoneyTransaction<T>(database: Database, work: (trx: Kysely<Tables>) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    // A new list per attempt: the rows of an attempt that rolled back are dropped with it.
    const written: string[] = [];
    try {
      const result = await writtenTransfers.run(written, () => oneAttempt(database, work));
      countCommitted(written);
      return result;
    } catch (error) {
      if (!isRetryable(error) || attempt >= MAX_ATTEMPTS) throw error;
      countRetry(error);
      await sleep(Math.random() * 10 * attempt);
    }
  }
}

async function oneAttempt<T>(database: Database, work: (trx: Kysely<Tables>) => Promise<T>): Promise<T> {
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
}
