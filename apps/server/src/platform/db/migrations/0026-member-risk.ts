import { sql, type Kysely } from 'kysely';
import { dialectOf, idColumn, idColumnType } from '../dialect';

/**
 * Issue #30 item 5 (risk flags): operators' notes and tags on members, the blacklist of card numbers and
 * addresses that refuses binding, and the device a member registered or logged in from (member_login.device_id,
 * the web app's random X-Device-Id) that links members as an address does.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db);
  await db.schema
    .createTable('member_note')
    .addColumn('id', idColumnType(dialect), idColumn(dialect))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
    .addColumn('content', 'text', (c) => c.notNull())
    /** The operator's name, and id (the owner or the author may delete it). */
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('author_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('member_note_member').on('member_note').columns(['member_id', 'created_at']).execute();

  await db.schema
    .createTable('member_tag')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
    .addColumn('tag', 'text', (c) => c.notNull())
    /** Its place among the member's tags, as they were set. */
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('member_tag_pk', ['member_id', 'tag'])
    .execute();
  await db.schema.createIndex('member_tag_tag').on('member_tag').column('tag').execute();

  await db.schema
    .createTable('blacklisted_account')
    .addColumn('id', idColumnType(dialect), idColumn(dialect))
    /** 'card' (a bank card number) or 'address' (a USDT or e-wallet address). */
    .addColumn('kind', 'text', (c) => c.notNull())
    /** As the operator entered it, spaces taken out. */
    .addColumn('number', 'text', (c) => c.notNull())
    /** What a binding is compared by (blacklistKey): an ERC20 0x address lower-cased, anything else as is. */
    .addColumn('number_key', 'text', (c) => c.notNull().unique())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // Bound ERC20 addresses are compared lower-cased (blacklistKey): by this index, not a scan of every bound account.
  await db.schema.createIndex('bound_card_number_lower').on('bound_card').expression(sql`lower(bank_no)`).execute();

  await db.schema.alterTable('member_login').addColumn('device_id', 'text').execute();
  await db.schema.createIndex('member_login_device').on('member_login').column('device_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('member_login_device').execute();
  await db.schema.alterTable('member_login').dropColumn('device_id').execute();
  await db.schema.dropIndex('bound_card_number_lower').execute();
  for (const table of ['blacklisted_account', 'member_tag', 'member_note']) await db.schema.dropTable(table).execute();
}
