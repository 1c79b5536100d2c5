import type { Kysely } from 'kysely';
import { dialectOf, idColumn, idColumnType } from '../dialect';

/**
 * The console's member search and detail (issue #12). The search reads prefixes of the real name and
 * mobile as ranges of these indexes (the username has its unique key) and sorts by registration or
 * last login; member_login keeps each login (time, address, user agent) for the detail's 登录记录.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('member_realname').on('member').column('realname').execute();
  await db.schema.createIndex('member_mobile').on('member').column('mobile').execute();
  await db.schema.createIndex('member_created').on('member').column('created_at').execute();
  await db.schema.createIndex('member_last_login').on('member').column('last_login_at').execute();

  const dialect = dialectOf(db);
  await db.schema
    .createTable('member_login')
    .addColumn('id', idColumnType(dialect), idColumn(dialect))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('member_login_member_time').on('member_login').columns(['member_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('member_login').execute();
  for (const index of ['member_realname', 'member_mobile', 'member_created', 'member_last_login']) await db.schema.dropIndex(index).execute();
}
