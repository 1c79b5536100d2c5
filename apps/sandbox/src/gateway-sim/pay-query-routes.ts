import type { FastifyInstance } from 'fastify';
import type { EpaySimContext } from './context';
import { gatewayFields } from './form';
import { chinaDateTime, fixedMoney } from './php-wire';
import type { EpaySimOrder } from './state';
import { signedAnswer, verifiedV2Call } from './v2-api';

/** An order as api/pay/query answers it (doc pay_query.php), every value as text; endtime and api_trade_no empty until paid. */
const orderFields = (order: EpaySimOrder) => ({
  trade_no: order.tradeNo,
  out_trade_no: order.outTradeNo,
  api_trade_no: order.status === 1 ? `4200${order.tradeNo}` : '',
  type: order.type,
  status: String(order.status),
  pid: order.pid,
  addtime: chinaDateTime(order.createdAt),
  endtime: order.paidAt === undefined ? '' : chinaDateTime(order.paidAt),
  name: order.name,
  money: fixedMoney(order.amountFen),
  param: order.param,
  buyer: '',
  clientip: order.clientip,
});

/**
 * POST api/pay/query (V2, docs/protocols/epay.md §6.5): RSA-signed by the merchant (timestamp within 300 s), by trade_no
 * or out_trade_no (trade_no wins), any order of the merchant's however it was made; answered `code:0` signed by the
 * platform key; {"code":-1,"msg":"订单号不存在"} for an order it does not have (unpaid ones are gone after 24 h).
 */
export function registerPayQueryRoutes(app: FastifyInstance, context: EpaySimContext): void {
  app.post('/api/pay/query', (request) => {
    const fields = gatewayFields(request);
    const call = verifiedV2Call(context, fields, '支付');
    if (call.refusal) return call.refusal;
    const { merchant, platformKey } = call;
    const now = context.clock();
    context.state.dropStaleOrders(now);
    const own = context.state.orders.filter((order) => order.pid === merchant.pid);
    const tradeNo = fields.trade_no ?? '';
    const outTradeNo = fields.out_trade_no ?? '';
    if (tradeNo === '' && outTradeNo === '') return { code: -1, msg: '订单号不能为空' };
    const order = tradeNo !== '' ? own.find((one) => one.tradeNo === tradeNo) : own.findLast((one) => one.outTradeNo === outTradeNo);
    if (!order) return { code: -1, msg: '订单号不存在' };
    return signedAnswer(platformKey, now, { code: 0, msg: 'succ', ...orderFields(order) });
  });
}
