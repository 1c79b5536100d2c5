import { copyFileSync, mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Database, type DialectName } from '../../src/platform/db/database';
import { migrateToLatest } from '../../src/platform/db/migrate';
import { createPostgresDatabase, dropPostgresDatabase, postgresReachable } from '../../src/platform/db/postgres-admin';
import { seedDemo } from '../../../sandbox/src/content/seed/seed';
import { inject } from 'vitest';

/** The PostgreSQL server the tests create their databases on. */
export const PG_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * The databases every server suite runs on. PostgreSQL is mandatory with CI=true; elsewhere, without a
 * reachable server, it is left out with a line saying so. TEST_DIALECTS=sqlite leaves it out on purpose.
 */
export async function testDialects(): Promise<DialectName[]> {
  // `npm run test:quick` runs on SQLite alone.
  if (process.env.TEST_DIALECTS === 'sqlite') return ['sqlite'];
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

/** Where a new test database lives (a copy of the run's template when there is one), and how to remove it once closed. */
async function newLocation(dialect: DialectName, kind: 'migrated' | 'seeded' | 'none'): Promise<{ url: string; remove: () => Promise<void>; copied: boolean }> {
  const template = kind === 'none' ? undefined : inject('databaseTemplates')[dialect]?.[kind];
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'casino-test-'));
    const file = join(dir, 'test.db');
    if (template) copyFileSync(template, file);
    return { url: `sqlite:${file}`, remove: () => rm(dir, { recursive: true, force: true }), copied: template !== undefined };
  }
  const name = `casino_test_${String(process.pid)}_${Math.random().toString(36).slice(2, 10)}`;
  return { url: await createPostgresDatabase(PG_ADMIN_URL, name, template), remove: () => dropPostgresDatabase(PG_ADMIN_URL, name), copied: template !== undefined };
}

/** A new database of the dialect with nothing in it, not even the tables: where a server's first start begins. */
export async function createEmptyDatabase(dialect: DialectName): Promise<{ url: string; remove: () => Promise<void> }> {
  const { url, remove } = await newLocation(dialect, 'none');
  return { url, remove };
}

/**
 * A new, migrated database of the dialect (a temporary SQLite file or a new PostgreSQL database): empty, or
 * with the demo content when `seeded`. A copy of the run's template (global-setup.ts) when there is one,
 * unless `migratedHere` (for a test of what a migration does in its environment).
 */
export async function createTestDatabase(dialect: DialectName, { seeded = false, migratedHere = false } = {}): Promise<TestDatabase> {
  const { url, remove, copied } = await newLocation(dialect, migratedHere ? 'none' : seeded ? 'seeded' : 'migrated');
  // Idle PostgreSQL connections end with the DROP DATABASE at the end of the test.
  const database = openDatabase(url, { onIdleConnectionError: () => undefined });
  if (!copied) {
    await migrateToLatest(database);
    if (seeded) await seedDemo(database);
  }
  return {
    database,
    url,
    drop: async () => {
      await database.close();
      await remove();
    },
  };
}
