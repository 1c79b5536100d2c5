import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { Database } from './database';
import type { Tables } from './schema';
import { inSqliteGroup, type WrittenRows } from './sqlite-group-commit';

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

/**
 * The transfer rows each running attempt has written, as kind and phase, by its transaction handle (the
 * handle the ledger writes through). Not an AsyncLocalStorage: on Node 20 that turns on promise hooks
 * for every promise of the process, the balance poll's included.
 */
const writtenIn = new WeakMap<Kysely<Tables>, string[]>();

/** Called by the ledger for each transfer row it writes through `trx`; counted once that transaction commits. */
export function noteTransferWritten(trx: Kysely<Tables>, kind: string, phase: string): void {
  const written = writtenIn.get(trx);
  if (written) written.push(kind, phase);
  else writtenIn.set(trx, [kind, phase]);
}

/** Where the list of `trx`'s written transfers ends: taken before a SAVEPOINT. */
export function transfersWrittenMark(trx: Kysely<Tables>): number {
  return writtenIn.get(trx)?.length ?? 0;
}

/** After ROLLBACK TO SAVEPOINT: the rows `trx` wrote since the mark are gone and must not be counted. */
export function forgetTransfersWrittenSince(trx: Kysely<Tables>, mark: number): void {
  const written = writtenIn.get(trx);
  if (written) written.length = mark;
}

/** A transfer row written by a statement that committed on its own (one autocommitted statement, outside inMoneyTransaction). */
export function noteTransferCommitted(kind: string, phase: string): void {
  countCommitted([kind, phase]);
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
 * up front, so two processes never deadlock on an upgrade), READ COMMITTED on PostgreSQL. On SQLite the
 * operations started together share that transaction, each in a SAVEPOINT of its own (all or nothing,
 * alone), and its COMMIT, in the order they were started (sqlite-group-commit.ts). Retried, bounded and
 * with jitter, on lock conflicts. Nothing slow (HTTP, timers) may run inside `work`.
 */
export async function inMoneyTransaction<T>(database: Database, work: (trx: Kysely<Tables>) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      // The rows of an attempt that rolled back are dropped with it (its own handle, or its savepoint's part of the group's).
      const { result, written } = await oneAttempt(database, work);
      countCommitted(written);
      return result;
    } catch (error) {
      if (!isRetryable(error) || attempt >= MAX_ATTEMPTS) throw error;
      countRetry(error);
      await sleep(Math.random() * 10 * attempt);
    }
  }
}

async function oneAttempt<T>(database: Database, work: (trx: Kysely<Tables>) => Promise<T>): Promise<{ result: T; written: string[] }> {
  if (database.dialect === 'sqlite') return await inSqliteGroup(database, work, WRITTEN_ROWS);
  // Answered only once COMMIT has: the transfers written are then for good.
  return await database.db.transaction().execute(async (trx) => ({ result: await work(trx), written: writtenIn.get(trx) ?? [] }));
}

const WRITTEN_ROWS: WrittenRows = { read: (trx) => writtenIn.get(trx) ?? [], forgetSince: forgetTransfersWrittenSince };
