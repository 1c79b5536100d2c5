import type { Kysely } from 'kysely';

/**
 * Issue #41. Every credit that is not a member's own money, as it was paid: an adjustment or a promotion bonus, with
 * the operator who paid it (who granted it, or approved it as the second operator). What an operator and what a member
 * were credited over a rolling 24 hours is read from here, each by its index. And a deposit order credited by finance at
 * another amount than it was placed for (a gateway's payment of another amount) keeps the amount credited in amount_fen,
 * which every list, export and report reads, and the amount ordered in ordered_fen (NULL when they are the same).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('credit_grant')
    /** The transfer that paid it. */
    .addColumn('transfer_id', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
    .addColumn('operator', 'text', (c) => c.notNull())
    .addColumn('amount_fen', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('credit_grant_operator').on('credit_grant').columns(['operator', 'created_at']).execute();
  await db.schema.createIndex('credit_grant_member').on('credit_grant').columns(['member_id', 'created_at']).execute();
  // The waiting requests of a member and of an operator, read with the grants.
  await db.schema.createIndex('credit_request_member').on('credit_request').columns(['member_id', 'state', 'requested_at']).execute();
  await db.schema.createIndex('credit_request_asker').on('credit_request').columns(['requested_by', 'state', 'requested_at']).execute();
  await db.schema.alterTable('deposit_order').addColumn('ordered_fen', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('deposit_order').dropColumn('ordered_fen').execute();
  await db.schema.dropIndex('credit_request_asker').execute();
  await db.schema.dropIndex('credit_request_member').execute();
  await db.schema.dropTable('credit_grant').execute();
}
