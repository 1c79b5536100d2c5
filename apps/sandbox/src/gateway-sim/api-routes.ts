import { timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { EpaySimContext } from './context';
import { queryFields } from './form';
import { chinaDateTime, fixedMoney } from './php-wire';
import type { EpaySimOrder } from './state';

/** The key, compared in constant time (digests of equal length). */
const sameKey = (given: string, key: string) => timingSafeEqual(createHash('sha256').update(given).digest(), createHash('sha256').update(key).digest());

/** An order as act=order/orders answer it: the DB row's values, numbers as strings, endtime null until paid. */
const orderRow = (order: EpaySimOrder) => ({
  trade_no: order.tradeNo,
  out_trade_no: order.outTradeNo,
  type: order.type,
  pid: order.pid,
  addtime: chinaDateTime(order.createdAt),
  endtime: order.paidAt === undefined ? null : chinaDateTime(order.paidAt),
  name: order.name,
  money: fixedMoney(order.amountFen),
  param: order.param,
  buyer: '',
  status: String(order.status),
});

/**
 * GET api.php?act=…&pid=…&key=… (G-mid; docs/protocols/epay.md §4), every field from the query string, the plaintext key:
 * - act=order with trade_no or out_trade_no (trade_no wins, and counts when present even empty, as G-mid's isset);
 * - act=orders with limit (default 10, at most 50), newest trade_no first;
 * - act=query: the merchant's account (orders_today/orders_lastday as G-new's counts of paid orders); act=settle: none.
 * act=refund is not simulated (No Act!).
 * Codes: 1 found; -1 订单号不存在; -2 KEY校验失败; -3 PID不存在; -4 参数不完整 / 订单号不能为空; -5 No Act!.
 */
export function registerApiRoutes(app: FastifyInstance, context: EpaySimContext): void {
  app.get('/api.php', (request) => {
    const fields = queryFields(request);
    const act = fields.act ?? '';
    if (!['order', 'orders', 'query', 'settle'].includes(act)) return { code: -5, msg: 'No Act!' };
    if (fields.pid === undefined || fields.key === undefined) return { code: -4, msg: '参数不完整' };
    const merchant = context.merchants.get(fields.pid);
    if (!merchant) return { code: -3, msg: 'PID不存在' };
    if (!sameKey(fields.key, merchant.key)) return { code: -2, msg: 'KEY校验失败' };
    const now = context.clock();
    context.state.dropStaleOrders(now);
    const own = context.state.orders.filter((order) => order.pid === merchant.pid);

    if (act === 'order') {
      let order: EpaySimOrder | undefined;
      if (fields.trade_no !== undefined) order = own.find((one) => one.tradeNo === fields.trade_no);
      else if (fields.out_trade_no !== undefined && fields.out_trade_no !== '') order = own.findLast((one) => one.outTradeNo === fields.out_trade_no);
      else return { code: -4, msg: '订单号不能为空' };
      return order ? { code: 1, msg: '查询订单号成功！', ...orderRow(order) } : { code: -1, msg: '订单号不存在' };
    }
    if (act === 'orders') {
      const limit = Math.min(50, Math.max(1, Number.parseInt(fields.limit ?? '10', 10) || 10));
      const data = [...own].sort((a, b) => (a.tradeNo < b.tradeNo ? 1 : a.tradeNo > b.tradeNo ? -1 : 0)).slice(0, limit).map(orderRow);
      return { code: 1, msg: '查询订单记录成功！', count: data.length, data };
    }
    if (act === 'settle') return { code: 1, msg: '查询结算记录成功！', data: [] };
    const today = chinaDateTime(now).slice(0, 10);
    const yesterday = chinaDateTime(now - 24 * 3600_000).slice(0, 10);
    const paidOn = (day: string) => own.filter((order) => order.paidAt !== undefined && chinaDateTime(order.paidAt).startsWith(day)).length;
    return {
      code: 1,
      pid: merchant.pid,
      key: merchant.key,
      active: 1,
      money: fixedMoney(context.state.balanceOf(merchant.pid)),
      type: 1,
      account: 'sim@example.com',
      username: '模拟商户',
      orders: own.length,
      orders_today: paidOn(today),
      orders_lastday: paidOn(yesterday),
    };
  });
}
