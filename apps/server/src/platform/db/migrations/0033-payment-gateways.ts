import type { Kysely } from 'kysely';
import { dialectOf, idColumn, idColumnType } from '../dialect';

/**
 * Issue #32: payment gateways. How a deposit channel is connected to a gateway (its protocol, settings and sealed
 * keys); every notification a gateway sent, verified or not, with what was done and, when it credited nothing
 * though money may have been paid, finance's review of it; the gateway's own number on a deposit order; and the
 * payouts (代付) of approved withdrawals, one row per call, resolved by asking the gateway when the outcome is unknown.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db);
  await db.schema
    .createTable('gateway_connection')
    /** The pay_channel's type. */
    .addColumn('channel', 'text', (c) => c.primaryKey())
    /** 'epay'. */
    .addColumn('protocol', 'text', (c) => c.notNull())
    /** Non-secret settings as JSON (epay: api_url, pid, pay_url). */
    .addColumn('settings_json', 'text', (c) => c.notNull())
    /** The keys, as JSON sealed with the server's secret key (platform/security/secret-box.ts); never answered back. */
    .addColumn('sealed_secrets', 'text', (c) => c.notNull())
    .addColumn('connected_by', 'text', (c) => c.notNull())
    .addColumn('connected_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('gateway_notification')
    .addColumn('id', idColumnType(dialect), idColumn(dialect))
    .addColumn('channel', 'text', (c) => c.notNull())
    /** Our order number as the notification names it; '' when it names none. */
    .addColumn('out_trade_no', 'text', (c) => c.notNull())
    /** The gateway's own order number; '' when it names none. */
    .addColumn('trade_no', 'text', (c) => c.notNull())
    /** The amount it says was paid, in fen; null when unreadable. */
    .addColumn('amount_fen', 'bigint')
    /** The parameters as received, JSON. */
    .addColumn('params_json', 'text', (c) => c.notNull())
    .addColumn('signature_valid', 'integer', (c) => c.notNull())
    /** What was done (GATEWAY_NOTIFICATION_OUTCOMES). */
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('member_id', 'integer')
    /** 0 nothing to review; 1 waiting for finance; 2 credited by finance; 3 dismissed by finance. */
    .addColumn('review_state', 'integer', (c) => c.notNull())
    .addColumn('reviewed_by', 'text')
    .addColumn('reviewed_at', 'bigint')
    .addColumn('review_note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('remote_address', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('gateway_notification_created').on('gateway_notification').column('created_at').execute();
  await db.schema.createIndex('gateway_notification_review').on('gateway_notification').columns(['review_state', 'id']).execute();
  await db.schema.createIndex('gateway_notification_trade').on('gateway_notification').columns(['channel', 'trade_no']).execute();
  await db.schema.createIndex('gateway_notification_order').on('gateway_notification').column('out_trade_no').execute();

  /** The protocol a deposit order was placed through ('' for a manual channel) and the gateway's number once paid. */
  await db.schema.alterTable('deposit_order').addColumn('gateway', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('deposit_order').addColumn('gateway_trade_no', 'text', (c) => c.notNull().defaultTo('')).execute();

  await db.schema
    .createTable('withdrawal_payout')
    /** Our payout number, sent as EPay's out_biz_no (19 digits, starting with the date and time). */
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('withdrawal_id', 'integer', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    /** Fen, as paid to the member's account. */
    .addColumn('amount_fen', 'bigint', (c) => c.notNull())
    /** sending (called, no answer yet), unknown (the call failed or timed out), processing (accepted, not paid yet), paid, failed. */
    .addColumn('state', 'text', (c) => c.notNull())
    /** The gateway's reference once paid. */
    .addColumn('reference', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('error', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('attempts', 'integer', (c) => c.notNull())
    /** When the resolver asks again (unknown and processing payouts). */
    .addColumn('next_attempt_at', 'bigint')
    /** While a call is in flight: no other call about this payout until then. */
    .addColumn('calling_until', 'bigint')
    /** [{at, event, detail}] as JSON. */
    .addColumn('history_json', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('withdrawal_payout_withdrawal').on('withdrawal_payout').column('withdrawal_id').execute();
  await db.schema.createIndex('withdrawal_payout_state').on('withdrawal_payout').columns(['state', 'next_attempt_at']).execute();
  /** '' (none), paying (a payout in flight), paid, failed: what the withdrawal shows of its payout. */
  await db.schema.alterTable('withdrawal').addColumn('payout_state', 'text', (c) => c.notNull().defaultTo('')).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('withdrawal').dropColumn('payout_state').execute();
  await db.schema.dropTable('withdrawal_payout').execute();
  await db.schema.alterTable('deposit_order').dropColumn('gateway_trade_no').execute();
  await db.schema.alterTable('deposit_order').dropColumn('gateway').execute();
  await db.schema.dropTable('gateway_notification').execute();
  await db.schema.dropTable('gateway_connection').execute();
}
