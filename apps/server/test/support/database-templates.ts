import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type DialectName } from '../../src/platform/db/database';
import { migrateToLatest } from '../../src/platform/db/migrate';
import { createPostgresDatabase, dropPostgresDatabase } from '../../src/platform/db/postgres-admin';
import { seedDemo } from '../../../sandbox/src/content/seed/seed';

/** Where a template of a dialect is: a SQLite file's path, or a PostgreSQL database's name. */
export interface Template {
  migrated: string;
  seeded: string;
}

export type Templates = Partial<Record<DialectName, Template>>;

/**
 * Migrates (and seeds) a database of each dialect once for the whole run; each test database is then a copy
 * of one (a copied SQLite file, a PostgreSQL `CREATE DATABASE … TEMPLATE`), not a migration of its own.
 */
export async function makeTemplates(dialects: readonly DialectName[], pgAdminUrl: string): Promise<{ templates: Templates; remove: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'casino-templates-'));
  const pgNames: string[] = [];
  const templates: Templates = {};
  const build = async (url: string, seeded: boolean) => {
    const database = openDatabase(url);
    try {
      await migrateToLatest(database);
      if (seeded) await seedDemo(database);
    } finally {
      await database.close();
    }
  };
  for (const dialect of dialects) {
    if (dialect === 'sqlite') {
      const template = { migrated: join(dir, 'migrated.db'), seeded: join(dir, 'seeded.db') };
      await build(`sqlite:${template.migrated}`, false);
      await build(`sqlite:${template.seeded}`, true);
      templates.sqlite = template;
    } else {
      const prefix = `casino_template_${String(process.pid)}`;
      const template = { migrated: `${prefix}_migrated`, seeded: `${prefix}_seeded` };
      for (const [name, seeded] of [[template.migrated, false], [template.seeded, true]] as const) {
        pgNames.push(name);
        await build(await createPostgresDatabase(pgAdminUrl, name), seeded);
      }
      templates.postgres = template;
    }
  }
  return {
    templates,
    remove: async () => {
      rmSync(dir, { recursive: true, force: true });
      for (const name of pgNames) await dropPostgresDatabase(pgAdminUrl, name);
    },
  };
}
