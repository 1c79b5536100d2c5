import type { Kysely } from 'kysely';

/**
 * The console's review queues (issue #12): paged by state in the order of submission or amount, and the
 * reason an operator gives for a refusal kept on the row. The member filter reads the existing
 * (member_id, created_at) indexes. One column per statement: SQLite adds one at a time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['deposit_order', 'withdrawal']) {
    await db.schema.alterTable(table).addColumn('review_reason', 'text', (c) => c.notNull().defaultTo('')).execute();
    await db.schema.createIndex(`${table}_state_time`).on(table).columns(['state', 'created_at', 'id']).execute();
    await db.schema.createIndex(`${table}_state_amount`).on(table).columns(['state', 'amount_fen', 'id']).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['deposit_order', 'withdrawal']) {
    for (const index of [`${table}_state_time`, `${table}_state_amount`]) await db.schema.dropIndex(index).execute();
    await db.schema.alterTable(table).dropColumn('review_reason').execute();
  }
}
