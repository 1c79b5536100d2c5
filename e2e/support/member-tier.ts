import { openDatabase } from '../../apps/server/src/db/database';
import type { TestServer } from './server';

/**
 * Puts a member in a VIP tier, as enough deposits and turnover would (no screen sets a tier): through the
 * server's own database module, on the server's database.
 */
export async function putInTier(server: TestServer, username: string, vip: number): Promise<void> {
  const database = openDatabase(server.databaseUrl);
  try {
    await database.db.updateTable('member').set({ vip }).where('username', '=', username).execute();
  } finally {
    await database.close();
  }
}
