import type { Kysely } from 'kysely';

/**
 * Issue #31: the callback log is searched for a dispute by member, by transaction or round id and by platform
 * and day; those ids are kept in columns of their own (read from the request when it is logged), each indexed.
 * Rows logged before this migration have none: they are still found by platform, status and day.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('platform_callback').addColumn('member_id', 'integer').execute();
  await db.schema.alterTable('platform_callback').addColumn('transaction_id', 'text').execute();
  await db.schema.alterTable('platform_callback').addColumn('reference_id', 'text').execute();
  await db.schema.alterTable('platform_callback').addColumn('round', 'text').execute();
  await db.schema.createIndex('platform_callback_member').on('platform_callback').columns(['member_id', 'created_at']).execute();
  await db.schema.createIndex('platform_callback_transaction').on('platform_callback').column('transaction_id').execute();
  await db.schema.createIndex('platform_callback_reference').on('platform_callback').column('reference_id').execute();
  await db.schema.createIndex('platform_callback_round').on('platform_callback').column('round').execute();
  await db.schema.createIndex('platform_callback_platform').on('platform_callback').columns(['platform', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of ['platform_callback_platform', 'platform_callback_round', 'platform_callback_reference', 'platform_callback_transaction', 'platform_callback_member']) {
    await db.schema.dropIndex(index).execute();
  }
  for (const column of ['round', 'reference_id', 'transaction_id', 'member_id']) await db.schema.alterTable('platform_callback').dropColumn(column).execute();
}
