import type { Kysely } from 'kysely';
import { dialectOf, idColumn, idColumnType } from '../dialect';

/**
 * Issue #31: real game platforms. How a platform is connected (its protocol, settings and sealed keys), Hub88's
 * wallet transactions by their transaction_uuid (the idempotency key of bets, wins and rollbacks: the primary key
 * makes a concurrent duplicate collide), and the log of every wallet callback and its answer, for disputes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db);
  await db.schema
    .createTable('platform_connection')
    /** The platform table's code. */
    .addColumn('platform', 'text', (c) => c.primaryKey())
    /** 'hub88'. */
    .addColumn('protocol', 'text', (c) => c.notNull())
    /** Non-secret settings as JSON (hub88: api_url, operator_id). */
    .addColumn('settings_json', 'text', (c) => c.notNull())
    /** The keys, as JSON sealed with the server's secret key (platform/security/secret-box.ts); never answered back. */
    .addColumn('sealed_secrets', 'text', (c) => c.notNull())
    .addColumn('connected_by', 'text', (c) => c.notNull())
    .addColumn('connected_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('hub88_transaction')
    .addColumn('transaction_uuid', 'text', (c) => c.primaryKey())
    /** 'bet', 'win' or 'rollback'. */
    .addColumn('kind', 'text', (c) => c.notNull())
    /** bet: applied, declined, rolled_back or tombstone (a rollback came first); win: applied; rollback: applied or nothing. */
    .addColumn('state', 'text', (c) => c.notNull())
    /** The first answer's RS_* status. */
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('platform', 'text', (c) => c.notNull())
    .addColumn('member_id', 'integer')
    /** The request's content, as sent: a retry must carry the same, else RS_ERROR_DUPLICATE_TRANSACTION. */
    .addColumn('user_ref', 'text')
    /** In Hub88's unit (the currency's unit × 100,000). */
    .addColumn('amount', 'bigint')
    .addColumn('currency', 'text')
    .addColumn('round', 'text')
    .addColumn('reference_uuid', 'text')
    .addColumn('game_code', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('hub88_transaction_round').on('hub88_transaction').columns(['platform', 'round']).execute();

  await db.schema
    .createTable('platform_callback')
    .addColumn('id', idColumnType(dialect), idColumn(dialect))
    .addColumn('platform', 'text')
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('request_body', 'text', (c) => c.notNull())
    .addColumn('response_body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('signature_valid', 'integer', (c) => c.notNull())
    .addColumn('latency_ms', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('platform_callback_created').on('platform_callback').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['platform_callback', 'hub88_transaction', 'platform_connection']) await db.schema.dropTable(table).execute();
}
