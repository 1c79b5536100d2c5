import type { Kysely } from 'kysely';

/**
 * The console's member search (issue #12) reads prefixes of the real name and mobile as ranges of
 * these indexes (the username has its unique key), and sorts by registration or last login.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('member_realname').on('member').column('realname').execute();
  await db.schema.createIndex('member_mobile').on('member').column('mobile').execute();
  await db.schema.createIndex('member_created').on('member').column('created_at').execute();
  await db.schema.createIndex('member_last_login').on('member').column('last_login_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of ['member_realname', 'member_mobile', 'member_created', 'member_last_login']) await db.schema.dropIndex(index).execute();
}
