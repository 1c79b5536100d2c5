import type { Kysely } from 'kysely';

/**
 * Issue #33 item 10: which inbox messages each member has opened. One row per member and message, a message to
 * every member included (it is one inbox row read by all, so its read state cannot live on the message).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('inbox_read')
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('message_id', 'integer', (c) => c.notNull())
    .addColumn('read_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('inbox_read_pk', ['member_id', 'message_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('inbox_read').execute();
}
