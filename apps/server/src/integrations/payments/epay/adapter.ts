import { formatFen, parseYuan } from '@casino/contract/money';
import type { EpayConnection } from '../connections';
import type { GatewayOrderStatus, GatewayPayment, PaymentGateway } from '../gateway';
import { browserBase, epayNotificationAnswer, readEpayNotification } from './notification';
import { epayV2Payments } from './payments-v2';
import { epayMd5Sign, epayMd5Verify } from './sign';
import { epayPayouts } from './payouts';
import { textOf } from './v2';

/** How long we wait for the gateway's answer to a query before its outcome is unknown. */
export const EPAY_CALL_TIMEOUT_MS = 10_000;

/** GET {apiurl}api.php?… and its JSON object (undefined when the body is not one); the URL carries the key, so it is never logged. */
async function apiGet(connection: EpayConnection, query: Record<string, string>, timeoutMs: number): Promise<Record<string, unknown> | undefined> {
  const url = new URL('api.php', connection.apiUrl);
  url.search = new URLSearchParams(query).toString();
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  const text = await response.text();
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The EPay protocol for one connected channel: V1 (MD5) payments, or V2 (RSA) ones when the connection signs with RSA,
 * and V2 payouts when the connection has their keys.
 */
export function epayGateway(connection: EpayConnection, timeoutMs = EPAY_CALL_TIMEOUT_MS): PaymentGateway {
  const v1 = epayV1Gateway(connection, timeoutMs);
  const keys = connection.payoutKeys;
  return {
    ...v1,
    ...(connection.signType === 'RSA' && keys !== undefined ? { ...epayV2Payments(connection, keys, timeoutMs), payUrlExpires: true as const } : {}),
    ...(keys === undefined ? {} : { payouts: epayPayouts(connection, keys, timeoutMs) }),
  };
}

/** EPay V1 (MD5): submit.php, the MD5 notification and api.php?act=order. */
function epayV1Gateway(connection: EpayConnection, timeoutMs: number): PaymentGateway {
  return {
    // §1: the page-redirect entry point by GET, every parameter in the query (never split between query and body).
    payUrl(payment: GatewayPayment) {
      const params: Record<string, string> = {
        pid: connection.pid,
        ...(connection.payType === undefined ? {} : { type: connection.payType }),
        out_trade_no: payment.outTradeNo,
        notify_url: payment.notifyUrl,
        return_url: payment.returnUrl,
        name: payment.name,
        money: formatFen(payment.amountFen),
      };
      const query = new URLSearchParams({ ...params, sign: epayMd5Sign(params, connection.key), sign_type: 'MD5' });
      return `${browserBase(connection)}submit.php?${query.toString()}`;
    },

    // §3.2 and §7: verify over every received field as received, then the merchant, the status and the amount (in fen).
    readNotification(params) {
      return readEpayNotification(params, connection, epayMd5Verify(params, connection.key) ? 'ok' : 'signature');
    },

    notificationAnswer: epayNotificationAnswer,

    // §4.1: api.php?act=order by out_trade_no; code 1 found (status 1 paid), -1 not found; anything else is not an answer.
    async queryOrder(outTradeNo): Promise<GatewayOrderStatus> {
      let answer: Record<string, unknown> | undefined;
      try {
        answer = await apiGet(connection, { act: 'order', pid: connection.pid, key: connection.key, out_trade_no: outTradeNo }, timeoutMs);
      } catch (error) {
        return { kind: 'unknown', error: error instanceof Error ? error.message : String(error) };
      }
      if (answer === undefined) return { kind: 'unknown', error: 'the gateway answered something that is not JSON' };
      const code = textOf(answer.code);
      if (code === '-1') return { kind: 'not-found' };
      if (code !== '1') return { kind: 'unknown', error: `code ${code || '?'}: ${textOf(answer.msg)}` };
      const tradeNo = textOf(answer.trade_no);
      if (textOf(answer.status) !== '1') return { kind: 'unpaid', tradeNo };
      const amountFen = parseYuan(textOf(answer.money));
      if (amountFen === undefined) return { kind: 'unknown', error: `the gateway answered an amount we cannot read: ${textOf(answer.money)}` };
      return { kind: 'paid', tradeNo, amountFen };
    },
  };
}
