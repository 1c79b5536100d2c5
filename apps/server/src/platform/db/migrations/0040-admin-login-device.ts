import type { Kysely } from 'kysely';

/**
 * Issue #41 item 12, a device that signed in keeps its own budget: the devices each operator signed in from
 * (the console's X-Device-Id), by their SHA-256 only, with the last sign-in from each. A member's are already
 * in member_login.device_id (migration 0026).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('admin_login_device')
    .addColumn('admin_id', 'integer', (c) => c.notNull())
    .addColumn('device_digest', 'text', (c) => c.notNull())
    .addColumn('last_signed_in_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('admin_login_device_pk', ['admin_id', 'device_digest'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('admin_login_device').execute();
}
