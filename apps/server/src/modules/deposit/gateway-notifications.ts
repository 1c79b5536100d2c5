import { REVIEW_STATE } from '@casino/contract/codes';
import { GATEWAY_ORDER_MINUTES, GATEWAY_REVIEW, GATEWAY_REVIEW_OUTCOMES, type GatewayNotificationOutcome } from '@casino/contract/gateways';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/database';
import { inMoneyTransaction } from '../../platform/db/money-transaction';
import type { Tables } from '../../platform/db/schema';
import type { GatewayConnections } from '../../integrations/payments/connections';
import type { NotificationReading } from '../../integrations/payments/gateway';
import { gatewayOf } from '../../integrations/payments/registry';
import { BusinessError } from '../../kernel/errors';
import { observeGatewayNotification } from '../../platform/observability/gateway-notifications';
import { markReviewed } from '../../kernel/review-queues/mark-reviewed';
import { onAllowList } from '../../platform/security/address-list';
import { digestOf, type UnverifiedBudget } from '../../platform/security/unverified-requests';
import { creditDeposit } from './orders';

/** What the notify endpoint answers the gateway: the HTTP status and the body its protocol expects. */
export interface NotificationAnswer {
  status: number;
  body: string;
}

export interface Received {
  channel: string;
  params: Readonly<Record<string, string>>;
  remoteAddress: string;
  now: number;
}

const GATEWAY_ORDER_MS = GATEWAY_ORDER_MINUTES * 60_000;

/** How much of a notification's parameters is kept: enough for any real one, and a flood of junk cannot fill the disk. */
const MAX_LOGGED = 16_384;

/** Writes the notification's line; one whose outcome waits for finance is marked so, unless the same payment already waits or was reviewed. */
async function logNotification(
  trx: Kysely<Tables>,
  received: Received,
  reading: NotificationReading,
  outcome: GatewayNotificationOutcome,
  memberId: number | null,
): Promise<void> {
  let review: number = GATEWAY_REVIEW.none;
  if (GATEWAY_REVIEW_OUTCOMES.includes(outcome)) {
    const earlier = await trx
      .selectFrom('gateway_notification')
      .select('id')
      .where('channel', '=', received.channel)
      .where('trade_no', '=', reading.tradeNo)
      .where('review_state', '<>', GATEWAY_REVIEW.none)
      .executeTakeFirst();
    review = earlier ? GATEWAY_REVIEW.none : GATEWAY_REVIEW.pending;
  }
  const params = JSON.stringify(received.params);
  const digest = digestOf(params);
  // Of a notification that cannot be believed (its signature, or an address not on the list), its first
  // characters only (#41 item 6).
  const believed = outcome !== 'refused-address' && !(reading.kind === 'refused' && reading.reason === 'signature');
  await trx
    .insertInto('gateway_notification')
    .values({
      params_size: digest.size,
      params_sha256: digest.sha256,
      channel: received.channel,
      out_trade_no: reading.outTradeNo,
      trade_no: reading.tradeNo,
      amount_fen: reading.kind === 'ignored' ? null : (reading.amountFen ?? null),
      params_json: believed ? params.slice(0, MAX_LOGGED) : digest.prefix,
      signature_valid: reading.kind === 'refused' && reading.reason === 'signature' ? 0 : 1,
      outcome,
      member_id: memberId,
      review_state: review,
      reviewed_by: null,
      reviewed_at: null,
      remote_address: received.remoteAddress,
      created_at: received.now,
    })
    .execute();
}

/**
 * settleGatewayPayment in its own transaction, once more when another reading of the same payment (a concurrent
 * notification, an operator's re-query) credited the order first: the second pass finds it credited and logs the
 * duplicate.
 */
export async function settleGatewayPaymentOnce(database: Database, received: Received, reading: Extract<NotificationReading, { kind: 'paid' }>): Promise<GatewayNotificationOutcome> {
  try {
    return await inMoneyTransaction(database, (trx) => settleGatewayPayment(trx, received, reading));
  } catch (error) {
    if (!(error instanceof BusinessError)) throw error;
    return inMoneyTransaction(database, (trx) => settleGatewayPayment(trx, received, reading));
  }
}

/**
 * A paid notification against our order, in one transaction: the order credited once (it moves from pending in the
 * transaction of its ledger credit, so of two notifications at once one credits and the other finds it credited), or,
 * when the order cannot be credited as it stands, the notification kept for finance with the reason.
 */
export async function settleGatewayPayment(trx: Kysely<Tables>, received: Received, reading: Extract<NotificationReading, { kind: 'paid' }>): Promise<GatewayNotificationOutcome> {
  const order = await trx
    .selectFrom('deposit_order')
    .select(['id', 'member_id', 'amount_fen', 'state', 'created_at', 'gateway_trade_no', 'channel', 'reviewed_by'])
    .where('out_trade_no', '=', reading.outTradeNo)
    .executeTakeFirst();
  const log = async (outcome: GatewayNotificationOutcome) => {
    await logNotification(trx, received, reading, outcome, order?.member_id ?? null);
    return outcome;
  };
  if (!order || order.channel !== received.channel) return log('unknown-order');
  if (order.state === REVIEW_STATE.approved) return log(order.gateway_trade_no === reading.tradeNo || order.gateway_trade_no === '' ? 'duplicate' : 'second-payment');
  // Closed unpaid by the expiry check (gateway-expiry.ts), or refused by an operator.
  if (order.state === REVIEW_STATE.refused) return log(order.reviewed_by === `gateway:${received.channel}` ? 'order-expired' : 'order-cancelled');
  if (received.now > order.created_at + GATEWAY_ORDER_MS) return log('order-expired');
  if (order.amount_fen !== reading.amountFen) return log('amount-mismatch');
  await markReviewed(trx, 'deposit_order', order.id, { approve: true, operator: `gateway:${received.channel}`, now: received.now, reason: '' });
  await trx.updateTable('deposit_order').set({ gateway_trade_no: reading.tradeNo }).where('id', '=', order.id).execute();
  await creditDeposit(trx, { outTradeNo: reading.outTradeNo, memberId: order.member_id, amountFen: order.amount_fen }, `paid at gateway ${received.channel}: ${reading.tradeNo}`, received.now);
  // An earlier notification of this payment (before the order existed) no longer waits for finance.
  await trx
    .updateTable('gateway_notification')
    .set({ review_state: GATEWAY_REVIEW.dismissed, reviewed_by: `gateway:${received.channel}`, reviewed_at: received.now, review_note: '已由后续通知入账' })
    .where('channel', '=', received.channel)
    .where('trade_no', '=', reading.tradeNo)
    .where('review_state', '=', GATEWAY_REVIEW.pending)
    .execute();
  return log('credited');
}

/** Whether the address may send this channel's notifications: every address when the connection names none (an IPv4 client seen as ::ffff:a.b.c.d included). */
const addressAllowed = onAllowList;

/**
 * A gateway's notification to a connected channel (its notify_url), answered as its protocol expects: accepted when
 * it is settled for good (credited now or before, kept for finance, or not a payment), refused when it cannot be
 * believed (signature, merchant, address) or names an order we do not have yet (the gateway sends it again, and a
 * repeat after the order exists credits it). Every notification to a connected channel is logged with its outcome.
 */
export async function receiveGatewayNotification(database: Database, gateways: GatewayConnections, received: Received, unverified: UnverifiedBudget): Promise<NotificationAnswer> {
  const connection = await gateways.of(received.channel);
  if (!connection) return { status: 404, body: 'fail' };
  const gateway = gatewayOf(connection);
  const reading = gateway.readNotification(received.params);
  const answer = (accepted: boolean): NotificationAnswer => ({ status: 200, body: gateway.notificationAnswer(accepted) });
  const logAlone = async (outcome: GatewayNotificationOutcome) => {
    // One that cannot be believed leaves its line only so many times per address (#41 item 6); the metric counts each.
    const believed = outcome !== 'refused-address' && outcome !== 'refused-signature';
    if (believed || unverified.take(received.remoteAddress, received.now)) await inMoneyTransaction(database, (trx) => logNotification(trx, received, reading, outcome, null));
    observeGatewayNotification(received.channel, outcome);
  };

  if (!addressAllowed(connection.allowedIps, received.remoteAddress)) {
    await logAlone('refused-address');
    return { status: 403, body: gateway.notificationAnswer(false) };
  }
  if (reading.kind === 'refused') {
    await logAlone(`refused-${reading.reason}`);
    return answer(false);
  }
  if (reading.kind === 'ignored') {
    await logAlone('ignored');
    return answer(true);
  }
  const outcome = await settleGatewayPaymentOnce(database, received, reading);
  observeGatewayNotification(received.channel, outcome);
  return answer(outcome !== 'unknown-order');
}
