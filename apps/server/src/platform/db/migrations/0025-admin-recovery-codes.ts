import type { Kysely } from 'kysely';

/**
 * Issue #30 item 12: an operator's one-time recovery codes, typed at sign-in in place of the authenticator's code
 * (a lost phone). Ten are issued with each TOTP secret and on the operator's asking; only their keyed digests are
 * kept (HMAC with the server's secret key), and a code is used by setting used_at where it is still NULL, once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('admin_recovery_code')
    .addColumn('admin_id', 'integer', (c) => c.notNull().references('admin_user.id'))
    .addColumn('code_digest', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addPrimaryKeyConstraint('admin_recovery_code_pk', ['admin_id', 'code_digest'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('admin_recovery_code').execute();
}
