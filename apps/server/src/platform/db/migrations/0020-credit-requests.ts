import type { Kysely } from 'kysely';
import { dialectOf, idColumn, idColumnType } from '../dialect';

/**
 * Credits above the site's two-operator amount wait here for a second operator (issue #28): an adjustment or a
 * promotion bonus, as the first operator asked for it. Approving one credits it through the ledger; refusing
 * keeps the reason. 1 pending, 2 approved, 3 refused (REVIEW_STATE).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db);
  await db.schema
    .createTable('credit_request')
    .addColumn('id', idColumnType(dialect), idColumn(dialect))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
    /** 'adjustment' or 'bonus' (a promotion application's). */
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount_fen', 'bigint', (c) => c.notNull())
    /** An adjustment's reason and kind ('bonus' or 'correction'); NULL for a promotion bonus. */
    .addColumn('memo', 'text')
    .addColumn('adjustment_kind', 'text')
    /** The promotion application a bonus is for. */
    .addColumn('application_id', 'integer', (c) => c.references('activity_apply.id'))
    .addColumn('requested_by', 'text', (c) => c.notNull())
    .addColumn('requested_at', 'bigint', (c) => c.notNull())
    .addColumn('state', 'integer', (c) => c.notNull())
    .addColumn('reviewed_by', 'text')
    .addColumn('reviewed_at', 'bigint')
    .addColumn('review_reason', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('credit_request_state').on('credit_request').columns(['state', 'requested_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('credit_request').execute();
}
