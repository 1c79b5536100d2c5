import { REVIEW_STATE } from '@casino/contract/codes';
import { GATEWAY_ORDER_EXPIRED_REASON, GATEWAY_ORDER_MINUTES, GATEWAY_REVIEW } from '@casino/contract/gateways';
import { everyInterval } from '../../platform/runtime/background-job';
import type { Clock } from '../../platform/runtime/clock';
import type { Database } from '../../platform/db/database';
import { inMoneyTransaction } from '../../platform/db/money-transaction';
import type { GatewayConnections } from '../../integrations/payments/connections';
import { gatewayOf } from '../../integrations/payments/registry';
import { BusinessError } from '../../kernel/errors';
import { markReviewed } from '../../kernel/review-queues/mark-reviewed';
import { settleGatewayPayment } from './gateway-notifications';

export interface GatewayExpiryDeps {
  database: Database;
  gateways: GatewayConnections;
  clock: Clock;
}

/** How often the expired gateway orders are looked at, and how many at most a pass asks the gateways about. */
export const GATEWAY_EXPIRY_INTERVAL_MS = 60_000;
const ORDERS_A_PASS = 20;

/**
 * The gateway orders still pending GATEWAY_ORDER_MINUTES after they were made, each asked at its gateway (outside any
 * transaction), never guessed: one it reports unpaid (or does not have) is closed, refused with
 * GATEWAY_ORDER_EXPIRED_REASON (a later notification of it goes to finance); one it reports paid is settled as its
 * notification would be (late: kept for finance); one it cannot be asked about is asked again next pass. An order
 * already waiting for finance, or whose channel is no longer connected, is left as it is. Answers how many it closed.
 */
export async function closeExpiredGatewayOrders({ database, gateways, clock }: GatewayExpiryDeps): Promise<number> {
  const now = clock();
  const due = await database.db
    .selectFrom('deposit_order')
    .select(['id', 'out_trade_no', 'channel'])
    .where('gateway', '<>', '')
    .where('state', '=', REVIEW_STATE.pending)
    .where('created_at', '<', now - GATEWAY_ORDER_MINUTES * 60_000)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('gateway_notification')
            .select('gateway_notification.id')
            .whereRef('gateway_notification.out_trade_no', '=', 'deposit_order.out_trade_no')
            .where('gateway_notification.review_state', '<>', GATEWAY_REVIEW.none),
        ),
      ),
    )
    .orderBy('id')
    .limit(ORDERS_A_PASS)
    .execute();
  let closed = 0;
  for (const order of due) {
    const connection = await gateways.of(order.channel);
    if (!connection) continue;
    const status = await gatewayOf(connection).queryOrder(order.out_trade_no);
    if (status.kind === 'unknown') continue;
    const at = clock();
    try {
      if (status.kind === 'paid') {
        const reading = { kind: 'paid', outTradeNo: order.out_trade_no, tradeNo: status.tradeNo, amountFen: status.amountFen } as const;
        await inMoneyTransaction(database, (trx) => settleGatewayPayment(trx, { channel: order.channel, params: { source: 'expiry check', trade_no: status.tradeNo }, remoteAddress: 'query', now: at }, reading));
      } else {
        await inMoneyTransaction(database, (trx) => markReviewed(trx, 'deposit_order', order.id, { approve: false, operator: `gateway:${order.channel}`, now: at, reason: GATEWAY_ORDER_EXPIRED_REASON }));
        closed += 1;
      }
    } catch (error) {
      // Its notification settled it meanwhile.
      if (!(error instanceof BusinessError)) throw error;
    }
  }
  return closed;
}

export function startGatewayOrderExpiry(deps: GatewayExpiryDeps, log: { error: (object: unknown, message: string) => void }, intervalMs = GATEWAY_EXPIRY_INTERVAL_MS): () => void {
  return everyInterval(() => closeExpiredGatewayOrders(deps), intervalMs, (error) => {
    log.error({ err: error }, 'the gateway order expiry check failed');
  });
}
