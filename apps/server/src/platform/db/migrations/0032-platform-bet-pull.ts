import type { Kysely } from 'kysely';

/**
 * Issue #31: a transfer-wallet platform's bets, pulled from its Transactions API. Each item taken is kept in
 * hub88_transaction by the platform's transaction_uuid (the unique key that takes it once); this is where each
 * platform's pull stands: the time up to which every item was taken, and why the last pull stopped short.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('platform_bet_cursor')
    .addColumn('platform', 'text', (c) => c.primaryKey())
    /** Every item the platform inserted before this time is taken (the next pull asks from a little before it). */
    .addColumn('taken_until', 'bigint', (c) => c.notNull())
    .addColumn('last_pulled_at', 'bigint', (c) => c.notNull())
    /** Why the last pull left items for the next one (an item the ledger could not cover, no answer); null when it took everything. */
    .addColumn('last_error', 'text')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('platform_bet_cursor').execute();
}
