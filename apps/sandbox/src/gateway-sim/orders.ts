import { epayMd5Verify } from '../../../server/src/integrations/payments/epay/sign';
import type { EpaySimContext, EpaySimMerchant } from './context';
import type { Fields } from './form';
import { addslashes, cutUtf8, gatewayMoneyFen, gatewayTradeNo, htmlspecialchars } from './php-wire';
import type { EpaySimOrder } from './state';
import { verifiedV2Call } from './v2-api';

/** The pay types the simulated site has (pre_type); the common ones of docs/protocols/epay.md §1.1. */
export const EPAY_SIM_PAY_TYPES: Readonly<Record<string, string>> = { alipay: '支付宝', wxpay: '微信支付', qqpay: 'QQ钱包', bank: '云闪付', jdpay: '京东支付' };

const OUT_TRADE_NO = /^[a-zA-Z0-9._\-|]+$/;

/** How long an order number is held for a re-submit to find it (864000 s). */
const RESUBMIT_WINDOW_MS = 10 * 24 * 3600_000;

/** A refusal as the gateway words it; mapi.php answers {code, msg} (code -4 without msg), submit.php shows msg. */
export interface OrderRefusal {
  ok: false;
  code: number;
  msg: string | undefined;
}

const refuse = (msg: string, code = -1): OrderRefusal => ({ ok: false, code, msg });

/** PHP's `$x == ''`: what the gateway takes for a missing field. */
const blank = (value: string | undefined) => value === undefined || value === '';

/** Where an order is made: V1's submit.php and mapi.php (MD5), or V2's api/pay/submit (RSA, timestamp). */
export type OrderEntry = 'submit' | 'mapi' | 'api/pay/submit';

/** The merchant of the request, by V1's pid or V2's verified call (its RSA signature and timestamp: api_verify comes first), or the refusal. */
function merchantOf(context: EpaySimContext, fields: Fields, entry: OrderEntry): { merchant: EpaySimMerchant } | OrderRefusal {
  if (entry === 'api/pay/submit') {
    const call = verifiedV2Call(context, fields, '支付');
    return call.refusal ? refuse(call.refusal.msg, call.refusal.code) : { merchant: call.merchant };
  }
  const pid = fields.pid;
  if (blank(pid)) return entry === 'mapi' ? { ok: false, code: -4, msg: undefined } : refuse('PID不存在');
  const merchant = context.merchants.get(pid);
  return merchant ? { merchant } : refuse('商户不存在！');
}

/**
 * submit.php's, mapi.php's and api/pay/submit's order creation (G-mid, G-new; docs/protocols/epay.md §1.1, §6.2): the
 * required fields of the entry point, out_trade_no's pattern, the amount, the signature over every field received (V1:
 * MD5; V2: RSA and the timestamp), and the re-submit rules of (pid, out_trade_no) within 10 days: paid refused,
 * changed parameters refused, else the same trade_no. A V2 order is notified in V2's format.
 */
export function createOrder(context: EpaySimContext, fields: Fields, entry: OrderEntry): { ok: true; order: EpaySimOrder } | OrderRefusal {
  const found = merchantOf(context, fields, entry);
  if ('ok' in found) return found;
  const { merchant } = found;
  const required: [string, string][] = [
    ['out_trade_no', '订单号(out_trade_no)不能为空'],
    ['notify_url', '通知地址(notify_url)不能为空'],
    ...(entry === 'mapi' ? [] : ([['return_url', '回调地址(return_url)不能为空']] as [string, string][])),
    ['name', '商品名称(name)不能为空'],
    ['money', '金额(money)不能为空'],
    ...(entry === 'mapi'
      ? ([
          ['type', '支付方式(type)不能为空'],
          ['clientip', '用户IP地址(clientip)不能为空'],
        ] as [string, string][])
      : []),
  ];
  const missing = required.find(([name]) => blank(fields[name]));
  if (missing) return refuse(missing[1]);
  const outTradeNo = fields.out_trade_no ?? '';
  if (!OUT_TRADE_NO.test(outTradeNo)) return refuse('订单号(out_trade_no)格式不正确');
  const amountFen = gatewayMoneyFen(fields.money);
  if (amountFen === undefined) return refuse('金额不合法');
  if (entry !== 'api/pay/submit' && !epayMd5Verify(fields, merchant.key)) return refuse('签名校验失败，请返回重试！');
  const type = fields.type ?? '';
  if (type !== '' && EPAY_SIM_PAY_TYPES[type] === undefined) return refuse('支付方式(type)不存在');

  // Stored as the gateway stores them: what the notify and the queries give back.
  const stored = {
    name: htmlspecialchars(cutUtf8(fields.name ?? '', 127)),
    notifyUrl: htmlspecialchars(fields.notify_url ?? ''),
    returnUrl: htmlspecialchars(fields.return_url ?? ''),
    param: htmlspecialchars(addslashes(fields.param ?? '')),
  };
  const now = context.clock();
  context.state.dropStaleOrders(now);
  const existing = context.state.orderByOutTradeNo(outTradeNo, merchant.pid);
  if (existing && now - existing.createdAt < RESUBMIT_WINDOW_MS) {
    if (existing.status === 1) return refuse(`该订单(${outTradeNo})已完成支付，请勿重复发起支付`);
    const changed =
      existing.amountFen !== amountFen || existing.name !== stored.name || existing.notifyUrl !== stored.notifyUrl || existing.returnUrl !== stored.returnUrl || existing.param !== stored.param;
    if (changed) return refuse(`该订单(${outTradeNo})支付参数有变化，请更换订单号重新发起支付`);
    existing.cancelled = false;
    if (type !== '') existing.type = type;
    return { ok: true, order: existing };
  }
  let tradeNo = gatewayTradeNo(now);
  while (context.state.orderByTradeNo(tradeNo)) tradeNo = gatewayTradeNo(now);
  const order: EpaySimOrder = {
    pid: merchant.pid,
    tradeNo,
    protocol: entry === 'api/pay/submit' ? 'v2' : 'v1',
    outTradeNo,
    type,
    ...stored,
    amountFen,
    sitename: fields.sitename ?? '',
    clientip: fields.clientip ?? '',
    status: 0,
    createdAt: now,
    paidAt: undefined,
    cancelled: false,
  };
  context.state.orders.push(order);
  return { ok: true, order };
}
