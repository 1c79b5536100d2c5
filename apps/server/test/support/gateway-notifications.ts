import { GATEWAY_REVIEW } from '@casino/contract/gateways';
import type { Database } from '../../src/platform/db/database';

/** A gateway notification of another amount for the deposit order, kept for finance as the notify endpoint keeps one: its id. */
export async function keptGatewayNotification(database: Database, outTradeNo: string): Promise<number> {
  const order = await database.db.selectFrom('deposit_order').select(['channel', 'member_id', 'amount_fen']).where('out_trade_no', '=', outTradeNo).executeTakeFirstOrThrow();
  const row = await database.db
    .insertInto('gateway_notification')
    .values({
      channel: order.channel,
      out_trade_no: outTradeNo,
      trade_no: `2026112700000${String(Date.now()).slice(-6)}`,
      amount_fen: order.amount_fen + 100,
      params_json: '{}',
      signature_valid: 1,
      outcome: 'amount-mismatch',
      member_id: order.member_id,
      review_state: GATEWAY_REVIEW.pending,
      reviewed_by: null,
      reviewed_at: null,
      remote_address: '127.0.0.1',
      created_at: Date.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
