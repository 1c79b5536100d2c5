import type { Kysely } from 'kysely';

/**
 * Issue #31, reconciliation: a platform day's transactions are found by when we took them (Hub88 keeps them 4
 * months, so the table is long), not by scanning it whole.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('hub88_transaction_created').on('hub88_transaction').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('hub88_transaction_created').execute();
}
