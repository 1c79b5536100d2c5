import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EpaySimContext } from './context';
import { jsonBody } from './form';
import { notifyFields } from './notifier';
import { EPAY_SIM_PAY_TYPES } from './orders';
import { markPaid, notifyTargetOf, payAndNotify } from './payment';
import { gatewayMoneyFen, gatewayTradeNo, notifyMoney } from './php-wire';
import type { EpaySimNotification, EpaySimPayoutBehaviour } from './state';

export const EPAY_SIM_FAULTS = ['none', 'duplicate', 'concurrent', 'wrong-sign', 'changed-amount'] as const;
export type EpaySimFault = (typeof EPAY_SIM_FAULTS)[number];

const PAYOUT_MODES: readonly EpaySimPayoutBehaviour['mode'][] = ['success', 'processing', 'fail', 'apply-then-timeout'];

/** How many sends a fault makes unless `times` says. */
const DEFAULT_TIMES: Readonly<Record<EpaySimFault, number>> = { none: 1, duplicate: 3, concurrent: 5, 'wrong-sign': 1, 'changed-amount': 1 };

/** A notification as the control API answers it. */
const sentOf = (notification: EpaySimNotification) => ({ url: notification.url, query: notification.query, status: notification.status, answer: notification.answer, ok: notification.ok });

const optionalText = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

type OutTradeRequest = FastifyRequest<{ Params: { outTradeNo: string } }>;

/**
 * The tester's and the tests' control of the gateway, JSON in and out (400 {error} for a bad body, 404 for an unknown
 * order or payout, 409 for one in the wrong state). A V2 order (made by api/pay/submit) is notified in V2's format:
 * RSA-signed by the platform key, with the timestamp of each send.
 *
 * - POST sim/orders/<out_trade_no>/pay {fault?, times?, pid?, type?}: pays the unpaid order as the buyer would and
 *   notifies the merchant with the fault: 'none' (default) the payment's notify, retried on the schedule until received;
 *   'duplicate' the same signed notify `times` (3) in a row; 'concurrent' `times` (5) at once; 'wrong-sign' a notify
 *   whose signature is made with another key (a V2 order's: another RSA key); 'changed-amount' money + 1 yuan, correctly signed (a compromised or buggy
 *   channel). Faults are sent exactly as asked, without retries. Answers {order, sent: [{url, query, status, answer, ok}]}.
 * - POST sim/orders/<out_trade_no>/renotify {pid?}: the paid order's notify once more (a replay, a late notification).
 * - POST sim/notify {pid, out_trade_no, money, notify_url, type?, name?, param?, trade_no?}: one correctly signed notify
 *   for an order the gateway need not have (one that reaches the merchant before its order exists); answers {sent}.
 * - POST sim/payouts/next {mode: success|processing|fail|apply-then-timeout, delayMs?, errmsg?}: how the next new
 *   transfer/submit behaves (payout-routes.ts).
 * - POST sim/payouts/<out_biz_no>/complete {status: 1|2, errmsg?, pid?}: a processing payout succeeds or fails (failed: the
 *   money back to the merchant's balance).
 * - GET sim/state: orders, payouts, notifications sent (url, query, answer, ok) and balances.
 */
export function registerControlRoutes(app: FastifyInstance, context: EpaySimContext): void {
  const { state } = context;
  const bad = (reply: FastifyReply, error: string, status = 400) => reply.status(status).send({ error });
  const orderOf = (request: OutTradeRequest, pid: unknown) => {
    state.dropStaleOrders(context.clock());
    return state.orderByOutTradeNo(request.params.outTradeNo, optionalText(pid));
  };

  app.get('/sim/state', () => state.snapshot());

  app.post<{ Params: { outTradeNo: string } }>('/sim/orders/:outTradeNo/pay', async (request, reply) => {
    const body = jsonBody(request);
    if (!body) return bad(reply, 'The body is not a JSON object');
    const fault = (body.fault ?? 'none') as EpaySimFault;
    if (!EPAY_SIM_FAULTS.includes(fault)) return bad(reply, `fault: one of ${EPAY_SIM_FAULTS.join(', ')}`);
    const times = body.times ?? DEFAULT_TIMES[fault];
    if (typeof times !== 'number' || !Number.isInteger(times) || times < 1 || times > 50) return bad(reply, 'times: an integer 1..50');
    const type = optionalText(body.type);
    if (type !== undefined && EPAY_SIM_PAY_TYPES[type] === undefined) return bad(reply, `type: one of ${Object.keys(EPAY_SIM_PAY_TYPES).join(', ')}`);
    const order = orderOf(request, body.pid);
    if (!order) return bad(reply, 'No such order at the gateway', 404);
    if (order.status === 1) return bad(reply, 'The order is paid already: POST sim/orders/<out_trade_no>/renotify sends its notify again', 409);

    if (fault === 'none') {
      const first = await payAndNotify(context, order, type);
      return { order, sent: first ? [sentOf(first)] : [] };
    }
    markPaid(context, order, type);
    const target = notifyTargetOf(context, order, fault === 'changed-amount' ? order.amountFen + 100 : order.amountFen);
    const fields = notifyFields(target, { wrongSign: fault === 'wrong-sign' });
    const sent: EpaySimNotification[] = [];
    if (fault === 'concurrent') {
      sent.push(...(await Promise.all(Array.from({ length: times }, () => context.notifier.send(fault, target, fields)))));
    } else {
      for (let index = 0; index < times; index += 1) sent.push(await context.notifier.send(fault, target, fields));
    }
    return { order, sent: sent.map(sentOf) };
  });

  app.post<{ Params: { outTradeNo: string } }>('/sim/orders/:outTradeNo/renotify', async (request, reply) => {
    const body = jsonBody(request);
    if (!body) return bad(reply, 'The body is not a JSON object');
    const order = orderOf(request, body.pid);
    if (!order) return bad(reply, 'No such order at the gateway', 404);
    if (order.status !== 1) return bad(reply, 'The order is not paid: the gateway notifies payments only', 409);
    const target = notifyTargetOf(context, order);
    return { order, sent: [sentOf(await context.notifier.send('renotify', target, notifyFields(target)))] };
  });

  app.post('/sim/notify', async (request, reply) => {
    const body = jsonBody(request);
    if (!body) return bad(reply, 'The body is not a JSON object');
    const pid = optionalText(body.pid);
    const merchant = context.merchants.get(pid ?? '');
    if (!merchant) return bad(reply, 'pid: a merchant of the gateway');
    const outTradeNo = optionalText(body.out_trade_no);
    if (outTradeNo === undefined) return bad(reply, 'out_trade_no: required');
    const amountFen = gatewayMoneyFen(typeof body.money === 'number' ? String(body.money) : optionalText(body.money));
    if (amountFen === undefined) return bad(reply, 'money: yuan, above 0');
    const notifyUrl = optionalText(body.notify_url);
    if (notifyUrl === undefined || !/^https?:\/\//.test(notifyUrl)) return bad(reply, 'notify_url: an http(s) URL');
    const target = {
      pid: merchant.pid,
      key: merchant.key,
      tradeNo: optionalText(body.trade_no) ?? gatewayTradeNo(context.clock()),
      outTradeNo,
      type: optionalText(body.type) ?? 'alipay',
      name: optionalText(body.name) ?? '商品',
      money: notifyMoney(amountFen, context.moneyFormat),
      param: optionalText(body.param) ?? '',
      notifyUrl,
    };
    return { sent: [sentOf(await context.notifier.send('unsolicited', target, notifyFields(target)))] };
  });

  app.post('/sim/payouts/next', (request, reply) => {
    const body = jsonBody(request);
    const mode = body?.mode as EpaySimPayoutBehaviour['mode'];
    if (!body || !PAYOUT_MODES.includes(mode)) return bad(reply, `mode: one of ${PAYOUT_MODES.join(', ')}`);
    const delayMs = body.delayMs;
    if (delayMs !== undefined && (typeof delayMs !== 'number' || !Number.isInteger(delayMs) || delayMs < 0 || delayMs > 600_000)) return bad(reply, 'delayMs: an integer 0..600000');
    const errmsg = optionalText(body.errmsg);
    state.nextPayout = { mode, ...(delayMs === undefined ? {} : { delayMs }), ...(errmsg === undefined ? {} : { errmsg }) };
    return { next: state.nextPayout };
  });

  app.post<{ Params: { outBizNo: string } }>('/sim/payouts/:outBizNo/complete', (request, reply) => {
    const body = jsonBody(request);
    if (!body || (body.status !== 1 && body.status !== 2)) return bad(reply, 'status: 1 (success) or 2 (failed)');
    const payout = state.payoutByOutBizNo(request.params.outBizNo, optionalText(body.pid));
    if (!payout) return bad(reply, 'No such payout at the gateway', 404);
    if (payout.status !== 0) return bad(reply, 'The payout is not processing', 409);
    if (body.status === 1) {
      payout.status = 1;
      payout.paidAt = context.clock();
    } else {
      payout.status = 2;
      payout.errmsg = optionalText(body.errmsg) ?? '代付失败';
      state.addBalance(payout.pid, payout.amountFen);
    }
    return { payout };
  });
}
