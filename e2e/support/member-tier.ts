import type { TestServer } from './server';
import { onServerDatabase } from './server-database';

/**
 * Puts a member in a VIP tier, as enough deposits and turnover would (no screen sets a tier): through the
 * server's own database module, on the server's database.
 */
export async function putInTier(server: TestServer, username: string, vip: number): Promise<void> {
  await onServerDatabase(server, async ({ db }) => {
    await db.updateTable('member').set({ vip }).where('username', '=', username).execute();
  });
}
