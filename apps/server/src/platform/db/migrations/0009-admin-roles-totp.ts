import { sql, type Kysely } from 'kysely';

/**
 * Operators get a role, a TOTP secret and a disabled time; their sessions a start and a last call (issue #12).
 * Operators from before roles existed become owners (there was no one else to manage the site) and have no
 * TOTP secret: they cannot sign in until `npm run admin -- admin:totp <name>` issues one. Their sessions end
 * here, since every sign-in now needs a code. One column per statement: SQLite adds one at a time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('admin_user').addColumn('role', 'text', (c) => c.notNull().defaultTo('owner')).execute();
  await db.schema.alterTable('admin_user').addColumn('totp_secret', 'text').execute();
  // The time step (unix time / 30 s) of the last code accepted: a code is never accepted twice.
  await db.schema.alterTable('admin_user').addColumn('totp_last_step', 'bigint').execute();
  await db.schema.alterTable('admin_user').addColumn('disabled_at', 'bigint').execute();

  await sql`DELETE FROM admin_session`.execute(db);
  await db.schema.alterTable('admin_session').addColumn('created_at', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('admin_session').addColumn('last_seen_at', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.createIndex('admin_session_admin').on('admin_session').column('admin_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('admin_session_admin').execute();
  for (const column of ['last_seen_at', 'created_at']) await db.schema.alterTable('admin_session').dropColumn(column).execute();
  for (const column of ['disabled_at', 'totp_last_step', 'totp_secret', 'role']) await db.schema.alterTable('admin_user').dropColumn(column).execute();
}
