import { formatFen, parseYuan } from '@casino/contract/money';
import type { EpayConnection } from '../connections';
import type { GatewayOrderStatus, GatewayPayment, PaymentGateway } from '../gateway';
import { browserBase, readEpayNotification } from './notification';
import { epayRsaVerify } from './sign';
import { callEpayV2, isTimely, signedV2Request, textOf, type EpayV2Keys } from './v2';

/** api/pay/query's refusal of an order it does not have (G-new Pay::query; the simulator answers the same). */
const NO_SUCH_ORDER = '订单号不存在';

/**
 * EPay V2's payments (docs/protocols/epay.md §6), for a connection signed with RSA: the page redirect
 * api/pay/submit, the V2 notification (RSA by the gateway's key, timestamp within 300 s) and api/pay/query.
 */
export function epayV2Payments(connection: EpayConnection, keys: EpayV2Keys, timeoutMs: number): Pick<PaymentGateway, 'payUrl' | 'readNotification' | 'queryOrder'> {
  return {
    // §6.2: the V1 submit's fields plus timestamp, signed with our key; every parameter in the query. The gateway refuses it 300 s on.
    payUrl(payment: GatewayPayment) {
      const params = signedV2Request(connection, keys, {
        ...(connection.payType === undefined ? {} : { type: connection.payType }),
        out_trade_no: payment.outTradeNo,
        notify_url: payment.notifyUrl,
        return_url: payment.returnUrl,
        name: payment.name,
        money: formatFen(payment.amountFen),
      });
      return `${browserBase(connection)}api/pay/submit?${new URLSearchParams(params).toString()}`;
    },

    // §6.6: RSA over every received field as received (extra fields included), and a timestamp within 300 s (SDK-V2's check; an old one replayed is refused).
    readNotification(params) {
      const signed = params.sign_type === 'RSA' && epayRsaVerify(params, keys.gatewayPublicKey);
      return readEpayNotification(params, connection, !signed ? 'signature' : isTimely(params.timestamp, Date.now()) ? 'ok' : 'stale');
    },

    // §6.5: code 0 (signed, timely) with status 1 paid, 0 unpaid; 订单号不存在 not found; anything else is not an answer.
    async queryOrder(outTradeNo): Promise<GatewayOrderStatus> {
      const answer = await callEpayV2(connection, keys, 'api/pay/query', { out_trade_no: outTradeNo }, timeoutMs);
      if (answer.kind === 'unknown') return answer;
      const { body } = answer;
      const code = textOf(body.code);
      if (code !== '0') return textOf(body.msg).includes(NO_SUCH_ORDER) ? { kind: 'not-found' } : { kind: 'unknown', error: `code ${code || '?'}: ${textOf(body.msg)}` };
      if (textOf(body.out_trade_no) !== outTradeNo) return { kind: 'unknown', error: `the gateway answered about another order: ${textOf(body.out_trade_no)}` };
      const tradeNo = textOf(body.trade_no);
      const status = textOf(body.status);
      if (status === '0') return { kind: 'unpaid', tradeNo };
      if (status !== '1') return { kind: 'unknown', error: `the gateway answered status ${status || '?'}` };
      const amountFen = parseYuan(textOf(body.money));
      if (amountFen === undefined) return { kind: 'unknown', error: `the gateway answered an amount we cannot read: ${textOf(body.money)}` };
      return { kind: 'paid', tradeNo, amountFen };
    },
  };
}
