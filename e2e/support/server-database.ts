import { openDatabase, type Database } from '../../apps/server/src/platform/db/database';
import type { TestServer } from './server';

/**
 * Runs `work` on the server's own database through the server's database module, as the CLI would (for the
 * setting up that no screen does: operators, credits, tiers); a separate process's write, as the CLI's is.
 */
export async function onServerDatabase<T>(server: TestServer, work: (database: Database) => Promise<T>): Promise<T> {
  const database = openDatabase(server.databaseUrl);
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}
