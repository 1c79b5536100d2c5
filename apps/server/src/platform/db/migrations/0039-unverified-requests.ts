import type { Kysely } from 'kysely';

/**
 * Issue #41 item 6: what a dispute needs of a request whose signature does not verify, instead of its body: its
 * size and SHA-256 (a short prefix stays in the body column), and for a Hub88 callback the address it came from
 * (a gateway notification already had it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('platform_callback').addColumn('remote_address', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('platform_callback').addColumn('request_size', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('platform_callback').addColumn('request_sha256', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('gateway_notification').addColumn('params_size', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('gateway_notification').addColumn('params_sha256', 'text', (c) => c.notNull().defaultTo('')).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('gateway_notification').dropColumn('params_sha256').execute();
  await db.schema.alterTable('gateway_notification').dropColumn('params_size').execute();
  await db.schema.alterTable('platform_callback').dropColumn('request_sha256').execute();
  await db.schema.alterTable('platform_callback').dropColumn('request_size').execute();
  await db.schema.alterTable('platform_callback').dropColumn('remote_address').execute();
}
