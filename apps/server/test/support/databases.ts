import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Database, type DialectName } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import { createPostgresDatabase, dropPostgresDatabase, postgresReachable } from '../../src/db/postgres-admin';

/** The PostgreSQL server the tests create their databases on. */
export const PG_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * The databases every server suite runs on. PostgreSQL is mandatory with CI=true; elsewhere, without a
 * reachable server, it is left out with a line saying so.
 */
export async function testDialects(): Promise<DialectName[]> {
  if (await postgresReachable(PG_ADMIN_URL)) return ['sqlite', 'postgres'];
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

/** Where a new test database lives, and how to remove it once closed. */
async function newLocation(dialect: DialectName): Promise<{ url: string; remove: () => Promise<void> }> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'casino-test-'));
    return { url: `sqlite:${join(dir, 'test.db')}`, remove: () => rm(dir, { recursive: true, force: true }) };
  }
  const name = `casino_test_${String(process.pid)}_${Math.random().toString(36).slice(2, 10)}`;
  return { url: await createPostgresDatabase(PG_ADMIN_URL, name), remove: () => dropPostgresDatabase(PG_ADMIN_URL, name) };
}

/** A new, migrated, empty database of the dialect: a temporary SQLite file or a new PostgreSQL database. */
export async function createTestDatabase(dialect: DialectName): Promise<TestDatabase> {
  const { url, remove } = await newLocation(dialect);
  // Idle PostgreSQL connections end with the DROP DATABASE at the end of the test.
  const database = openDatabase(url, { onIdleConnectionError: () => undefined });
  await migrateToLatest(database);
  return {
    database,
    url,
    drop: async () => {
      await database.close();
      await remove();
    },
  };
}
