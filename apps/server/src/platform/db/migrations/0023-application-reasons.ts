import type { Kysely } from 'kysely';

/**
 * Issue #30 item 7: the reason an operator gives for refusing a promotion or agent application, kept on the
 * row as deposits and withdrawals keep theirs (migration 0014). One column per statement: SQLite adds one at a time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['activity_apply', 'agent_apply']) {
    await db.schema.alterTable(table).addColumn('review_reason', 'text', (c) => c.notNull().defaultTo('')).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['activity_apply', 'agent_apply']) await db.schema.alterTable(table).dropColumn('review_reason').execute();
}
