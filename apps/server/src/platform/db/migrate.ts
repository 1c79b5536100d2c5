import { Migrator } from 'kysely';
import type { Database } from './database';
import { migrations } from './migrations';

/** Brings the schema up to date; throws on the first failure. */
export async function migrateToLatest({ db }: Database): Promise<void> {
  // Numbers are handed out to work done side by side, so one may land after a later one ran (0025 after 0027):
  // a database that has run the later one runs the earlier one next, rather than refusing to start.
  const migrator = new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrations) }, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error !== undefined || failed) {
    const reason = error instanceof Error ? error.message : JSON.stringify(error ?? 'unknown error');
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}
