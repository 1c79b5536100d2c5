import type { Kysely } from 'kysely';

/**
 * Issue #28: 1 while the member's login password is one an operator set (a reset, read out to the member),
 * until the member changes it; their sessions may meanwhile only change it or log off.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('member').addColumn('password_must_change', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('member').dropColumn('password_must_change').execute();
}
