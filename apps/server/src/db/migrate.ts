import { Migrator } from 'kysely';
import type { Database } from './database';
import { migrations } from './migrations';

/** Brings the schema up to date; throws on the first failure. */
export async function migrateToLatest({ db }: Database): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrations) } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error !== undefined || failed) {
    const reason = error instanceof Error ? error.message : JSON.stringify(error ?? 'unknown error');
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}
