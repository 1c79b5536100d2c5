import type { Kysely } from 'kysely';
import { dialectOf, idColumn, idColumnType } from '../dialect';

/**
 * Issue #30 item 13: what operators sent to members' inboxes, one row per send (a message to a VIP tier is one
 * inbox row per member, but one send), for the console's list of sent messages with their recipients. Sends
 * before this migration are in the audit log only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db);
  await db.schema
    .createTable('inbox_send')
    .addColumn('id', idColumnType(dialect), idColumn(dialect))
    .addColumn('title', 'text', (c) => c.notNull())
    /** 'member' (one, by username), 'all' (every member, one row read by all) or 'tier' (each member of a VIP tier then). */
    .addColumn('audience', 'text', (c) => c.notNull())
    /** The member's username or the tier's name as it was; '' for all. */
    .addColumn('recipient', 'text', (c) => c.notNull())
    /** How many members it reached; NULL for all (whoever is a member, now or later). */
    .addColumn('recipients', 'integer')
    .addColumn('sent_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('inbox_send_created').on('inbox_send').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('inbox_send').execute();
}
