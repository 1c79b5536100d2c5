import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EpaySimContext } from './context';
import { bodyFields, gatewayFields } from './form';
import { createOrder } from './orders';
import { cancelledPage, cashierPage, messagePage, paidPage } from './pay-page';
import { payAndNotify, returnUrlOf } from './payment';
import { EPAY_SIM_PAY_TYPES } from './orders';

/**
 * The gateway's pages carry their own policy (overriding a host server's, inside `npm start`): nothing but their
 * inline style, and forms that may end on the merchant's return_url at any origin (form-action covers the redirect).
 */
const PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'self' http: https:; base-uri 'none'";

const html = (reply: FastifyReply, text: string, status = 200) =>
  reply.status(status).header('content-security-policy', PAGE_POLICY).type('text/html; charset=utf-8').send(text);

type TradeRequest = FastifyRequest<{ Params: { tradeNo: string } }>;

/**
 * Payment creation and the buyer's side (docs/protocols/epay.md §1, §3.4, §6.2):
 * - GET|POST submit.php: the page redirect; an order's browser goes to the pay page (302), a refusal is shown as a page.
 * - GET|POST api/pay/submit: V2's page redirect, the same but RSA-signed with a timestamp; its order is notified in V2's format.
 * - GET|POST mapi.php: the API; {"code":1,"trade_no","payurl"} with payurl the pay page, or {"code":-1,"msg"} ({"code":-4} without pid).
 * - GET pay/<trade_no>: the cashier (收银台); POST pay/<trade_no>/confirm pays it, sends the notify (awaiting the first
 *   send, as processOrder does before the return page) and sends the browser to return_url with the signed fields,
 *   or shows 支付成功; POST pay/<trade_no>/cancel leaves it unpaid.
 */
export function registerOrderRoutes(app: FastifyInstance, context: EpaySimContext): void {
  const payUrlOf = (request: FastifyRequest, tradeNo: string) => `${context.publicUrlOf(request)}/pay/${tradeNo}`;

  app.route({
    method: ['GET', 'POST'],
    url: '/submit.php',
    handler: (request, reply) => {
      const created = createOrder(context, gatewayFields(request), 'submit');
      if (!created.ok) return html(reply, messagePage(created.msg ?? '参数错误'));
      return reply.redirect(payUrlOf(request, created.order.tradeNo), 302);
    },
  });

  app.route({
    method: ['GET', 'POST'],
    url: '/api/pay/submit',
    handler: (request, reply) => {
      const created = createOrder(context, gatewayFields(request), 'api/pay/submit');
      if (!created.ok) return html(reply, messagePage(created.msg ?? '参数错误'));
      return reply.redirect(payUrlOf(request, created.order.tradeNo), 302);
    },
  });

  app.route({
    method: ['GET', 'POST'],
    url: '/mapi.php',
    handler: (request) => {
      const created = createOrder(context, gatewayFields(request), 'mapi');
      if (!created.ok) return created.msg === undefined ? { code: created.code } : { code: created.code, msg: created.msg };
      return { code: 1, trade_no: created.order.tradeNo, payurl: payUrlOf(request, created.order.tradeNo) };
    },
  });

  const orderOf = (request: TradeRequest) => {
    context.state.dropStaleOrders(context.clock());
    return context.state.orderByTradeNo(request.params.tradeNo);
  };

  app.get<{ Params: { tradeNo: string } }>('/pay/:tradeNo', (request, reply) => {
    const order = orderOf(request);
    if (!order) return html(reply, messagePage('订单不存在'), 404);
    if (order.status === 0) return html(reply, cashierPage(order));
    const back = returnUrlOf(context, order);
    return back === undefined ? html(reply, paidPage(order)) : reply.redirect(back, 303);
  });

  app.post<{ Params: { tradeNo: string } }>('/pay/:tradeNo/confirm', async (request, reply) => {
    const order = orderOf(request);
    if (!order) return html(reply, messagePage('订单不存在'), 404);
    const chosen = bodyFields(request).type;
    await payAndNotify(context, order, chosen !== undefined && EPAY_SIM_PAY_TYPES[chosen] !== undefined ? chosen : undefined);
    const back = returnUrlOf(context, order);
    return back === undefined ? html(reply, paidPage(order)) : reply.redirect(back, 303);
  });

  app.post<{ Params: { tradeNo: string } }>('/pay/:tradeNo/cancel', (request, reply) => {
    const order = orderOf(request);
    if (!order) return html(reply, messagePage('订单不存在'), 404);
    if (order.status === 1) return html(reply, paidPage(order));
    order.cancelled = true;
    return html(reply, cancelledPage(order));
  });
}
