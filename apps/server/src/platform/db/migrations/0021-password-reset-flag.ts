import type { Kysely } from 'kysely';

/**
 * Issue #28: when an operator last reset a member's login or pay password, and the flags a withdrawal is
 * reviewed with (comma-separated; 'account-after-reset': paid to an account bound within 24 hours of a reset).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('member').addColumn('password_reset_at', 'bigint').execute();
  await db.schema.alterTable('withdrawal').addColumn('risk_flags', 'text', (c) => c.notNull().defaultTo('')).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('withdrawal').dropColumn('risk_flags').execute();
  await db.schema.alterTable('member').dropColumn('password_reset_at').execute();
}
