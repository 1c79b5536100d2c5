import type { Kysely } from 'kysely';

/**
 * Four-eyes review of large withdrawals (issue #12): a withdrawal above the site's `second_review_fen` is paid
 * out only when a second operator approves it after a first one; the first approval is kept on the row. The
 * default, ¥50,000, can be changed in the site settings. One column per statement: SQLite adds one at a time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('site').addColumn('second_review_fen', 'bigint', (c) => c.notNull().defaultTo(5_000_000)).execute();
  await db.schema.alterTable('withdrawal').addColumn('first_approved_by', 'text').execute();
  await db.schema.alterTable('withdrawal').addColumn('first_approved_at', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['first_approved_at', 'first_approved_by']) await db.schema.alterTable('withdrawal').dropColumn(column).execute();
  await db.schema.alterTable('site').dropColumn('second_review_fen').execute();
}
