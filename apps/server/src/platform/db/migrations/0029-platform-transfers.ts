import type { Kysely } from 'kysely';

/**
 * Issue #31: transfer wallets. One row per transfer between a member's main wallet and a transfer-wallet platform's
 * own wallet (Hub88's TransferWallet API): our order id is the platform's transaction_uuid, the ledger hold made
 * before the remote call, and its outcome; an unknown outcome is asked again with back-off until answered.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('platform_transfer')
    /** Our order id, sent as Hub88's transaction_uuid. */
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('platform', 'text', (c) => c.notNull())
    /** 'in' (main → the platform's wallet) or 'out' (the platform's wallet → main). */
    .addColumn('direction', 'text', (c) => c.notNull())
    /** Fen. */
    .addColumn('amount', 'bigint', (c) => c.notNull())
    /** pending (called, no answer yet), unknown (the call failed or timed out), posted, voided. */
    .addColumn('state', 'text', (c) => c.notNull())
    /** The ledger's pending transfer that holds the amount until the outcome is known. */
    .addColumn('hold_id', 'text', (c) => c.notNull().unique())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    /** When the resolver asks again (unknown orders only). */
    .addColumn('next_attempt_at', 'bigint')
    /** While a call to the platform is in flight (its timeout and a second): no other call, and no resolution by hand, until then. */
    .addColumn('calling_until', 'bigint')
    .addColumn('last_error', 'text')
    /** [{at, event, detail}] as JSON: every call, answer and resolution. */
    .addColumn('history_json', 'text', (c) => c.notNull())
    /** Who resolved it: 'platform' (its answer) or admin:<name> (by hand). */
    .addColumn('resolved_by', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('platform_transfer_state').on('platform_transfer').columns(['state', 'next_attempt_at']).execute();
  await db.schema.createIndex('platform_transfer_member').on('platform_transfer').columns(['member_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('platform_transfer').execute();
}
