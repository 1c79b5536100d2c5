import { REVIEW_STATE } from '@casino/contract/codes';
import type { AppContext } from '../../context';
import { gatewayOf } from '../../integrations/payments/registry';
import { publicBase } from '../../platform/runtime/self-url';
import { gatewayPayUrl } from './gateway-pay';

/** The gateway's pay URL of a pending gateway order of the channel, made now; undefined for any other order or a channel not connected. */
export async function freshPayUrl(context: Pick<AppContext, 'db' | 'gateways' | 'config'>, channel: string, outTradeNo: string): Promise<string | undefined> {
  const order = await context.db
    .selectFrom('deposit_order')
    .select(['amount_fen'])
    .where('out_trade_no', '=', outTradeNo)
    .where('channel', '=', channel)
    .where('gateway', '<>', '')
    .where('state', '=', REVIEW_STATE.pending)
    .executeTakeFirst();
  const connection = order && (await context.gateways.of(channel));
  if (!order || !connection) return undefined;
  return gatewayPayUrl(gatewayOf(connection), publicBase(context.config), { outTradeNo, channel, amountFen: order.amount_fen });
}
