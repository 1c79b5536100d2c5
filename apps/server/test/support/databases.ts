import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type Database, type DialectName } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';

/** The PostgreSQL server the tests create their databases on. */
export const PG_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * The databases every server suite runs on. PostgreSQL is mandatory with CI=true; elsewhere, without a
 * reachable server, it is left out with a line saying so.
 */
export async function testDialects(): Promise<DialectName[]> {
  if (await postgresReachable()) return ['sqlite', 'postgres'];
  if (process.env.CI === 'true') throw new Error(`PostgreSQL is required with CI=true and is not reachable at ${PG_ADMIN_URL}`);
  console.warn(`PostgreSQL not reachable at ${PG_ADMIN_URL}: the PostgreSQL runs are skipped on this machine`);
  return ['sqlite'];
}

export const dialects = await testDialects();

export interface TestDatabase {
  database: Database;
  url: string;
  drop(): Promise<void>;
}

/** A new, migrated, empty database of the dialect: a temporary SQLite file or a new PostgreSQL database. */
export async function createTestDatabase(dialect: DialectName): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'casino-test-'));
    const url = `sqlite:${join(dir, 'test.db')}`;
    const database = openDatabase(url);
    await migrateToLatest(database);
    return {
      database,
      url,
      drop: async () => {
        await database.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const name = `casino_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  // Idle connections end with the DROP DATABASE at the end of the test.
  const database = openDatabase(url.toString(), { onIdleConnectionError: () => undefined });
  await migrateToLatest(database);
  return {
    database,
    url: url.toString(),
    drop: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: PG_ADMIN_URL });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
