import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { RevocationBus } from '../security/revocations';
import type { Tables } from './schema';
import { preparingReads } from './postgres-statements';
import { reusingStatements } from './sqlite-statements';

export type DialectName = 'sqlite' | 'postgres';

/** The one handle on the database the rest of the server depends on. */
export interface Database {
  db: Kysely<Tables>;
  dialect: DialectName;
  /** Where ended sessions are announced to the session caches (platform/security/revocations.ts). */
  revocations: RevocationBus;
  /** The connection pool's state now (PostgreSQL); undefined on SQLite, which has one connection. */
  poolStats(): PoolStats | undefined;
  close(): Promise<void>;
}

export interface PoolStats {
  /** Connections open. */
  total: number;
  /** Open and not in use. */
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
  max: number;
}

// PostgreSQL bigint arrives as a string; every bigint here (fen, millis, ids) fits a safe integer.
pg.types.setTypeParser(pg.types.builtins.INT8, (text) => {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError(`bigint out of the safe range: ${text}`);
  return value;
});

export interface OpenOptions {
  poolSize?: number;
  /** Called when an idle PostgreSQL connection fails (a restart, a dropped link); the pool replaces it. */
  onIdleConnectionError?: (error: Error) => void;
  /**
   * How long a query waits for a PostgreSQL connection (a free one of the pool, or a new one being made)
   * before it fails as the database out of reach (HTTP 503), rather than waiting on a server that does not
   * answer until the client's connection is cut.
   */
  connectionTimeoutMs?: number;
  /**
   * How long a SQLite statement waits for another connection's write lock (another process on the file, a
   * checkpoint) before it fails with SQLITE_BUSY; 5 s unless set (a test sets it short).
   */
  busyTimeoutMs?: number;
}

export function openDatabase(url: string, options: OpenOptions = {}): Database {
  if (url.startsWith('sqlite:')) return openSqlite(url.slice('sqlite:'.length), options.busyTimeoutMs ?? 5000);
  if (/^postgres(ql)?:\/\//.test(url)) return openPostgres(url, options);
  throw new Error(`DATABASE_URL must start with sqlite: or postgres:// (got ${url})`);
}

function openSqlite(path: string, busyTimeoutMs: number): Database {
  const file = path === ':memory:' ? path : resolve(path);
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new BetterSqlite3(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma(`busy_timeout = ${String(busyTimeoutMs)}`);
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  // A money transaction shares its COMMIT, each in a SAVEPOINT (sqlite-group-commit.ts): the pages a savepoint
  // changes are copied to its sub-journal first, which in a temporary file cost a bet half its statements' time.
  sqlite.pragma('temp_store = MEMORY');
  const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: reusingStatements(sqlite) }) });
  return { db, dialect: 'sqlite', revocations: new RevocationBus(), poolStats: () => undefined, close: () => db.destroy() };
}

function openPostgres(url: string, { poolSize = 20, onIdleConnectionError, connectionTimeoutMs = 5000 }: OpenOptions): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: connectionTimeoutMs });
  // Without a listener an idle connection's error would end the process.
  pool.on('error', (error) => {
    if (onIdleConnectionError) onIdleConnectionError(error);
    else console.error(`database connection lost: ${error.message}`);
  });
  const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool: preparingReads(pool) }) });
  const poolStats = (): PoolStats => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: poolSize });
  return { db, dialect: 'postgres', revocations: new RevocationBus(), poolStats, close: () => db.destroy() };
}
