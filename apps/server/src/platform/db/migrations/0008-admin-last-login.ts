import type { Kysely } from 'kysely';

/** The address an operator last logged in from, which keeps their login open while a stranger's guesses lock the name. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('admin_user').addColumn('last_login_ip', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('admin_user').dropColumn('last_login_ip').execute();
}
