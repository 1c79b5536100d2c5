import type { PaymentGateway } from '../../integrations/payments/gateway';

/** Where gateways call us: `/gateway/<protocol>/<channel>/notify`; the player's browser comes back to `…/return`. */
export const GATEWAY_PREFIX = '/gateway';

export const notifyPath = (protocol: string, channel: string) => `${GATEWAY_PREFIX}/${protocol}/${encodeURIComponent(channel)}/notify`;
const returnPath = (protocol: string, channel: string) => `${GATEWAY_PREFIX}/${protocol}/${encodeURIComponent(channel)}/return`;
/** Our own address of an order's pay page, which sends the browser to a pay URL made at that moment (payUrlExpires). */
export const payPagePath = (protocol: string, channel: string, outTradeNo: string) => `${GATEWAY_PREFIX}/${protocol}/${encodeURIComponent(channel)}/pay/${encodeURIComponent(outTradeNo)}`;

/** The protocol a gateway order is placed through (EPay is the only one yet). */
export const GATEWAY_PROTOCOL = 'epay';

/** What the player pays for, as the gateway's cashier shows it. */
const PAYMENT_NAME = '账户充值';

/**
 * Where the player's browser goes to pay a gateway order, answered with the order: the gateway's page, signed, with our
 * notify and return URLs; or, for a gateway whose pay URLs expire, our own address that makes one when it is opened.
 */
export function gatewayPayPage(gateway: PaymentGateway, callbackBase: string, order: { outTradeNo: string; channel: string; amountFen: number }): string {
  return gateway.payUrlExpires ? payPagePath(GATEWAY_PROTOCOL, order.channel, order.outTradeNo) : gatewayPayUrl(gateway, callbackBase, order);
}

/** The gateway's page to pay a gateway order, signed now, with our notify and return URLs. */
export function gatewayPayUrl(gateway: PaymentGateway, callbackBase: string, order: { outTradeNo: string; channel: string; amountFen: number }): string {
  return gateway.payUrl({
    outTradeNo: order.outTradeNo,
    amountFen: order.amountFen,
    name: PAYMENT_NAME,
    notifyUrl: `${callbackBase}${notifyPath(GATEWAY_PROTOCOL, order.channel)}`,
    returnUrl: `${callbackBase}${returnPath(GATEWAY_PROTOCOL, order.channel)}`,
  });
}
