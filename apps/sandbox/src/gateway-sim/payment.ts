import type { EpaySimContext } from './context';
import { notifyFields, notifyUrlWith, orderTarget, type NotifyTarget } from './notifier';
import type { EpaySimNotification, EpaySimOrder } from './state';

/** How long after the payment the browser is still sent back to return_url (G-mid: "支付完成5分钟后禁止跳转回网站"). */
const RETURN_WINDOW_MS = 5 * 60_000;

/**
 * The buyer's payment: the order flips 0 → 1 (once: a second call changes nothing and answers false), the
 * merchant's balance grows. The pay type is the buyer's choice when the merchant left it empty.
 */
export function markPaid(context: EpaySimContext, order: EpaySimOrder, type?: string): boolean {
  if (order.status === 1) return false;
  if (order.type === '') order.type = type ?? 'alipay';
  order.status = 1;
  order.cancelled = false;
  order.paidAt = context.clock();
  context.state.addBalance(order.pid, order.amountFen);
  return true;
}

const keyOf = (context: EpaySimContext, order: EpaySimOrder) => context.merchants.get(order.pid)?.key ?? '';

/** An order's notify target (of `amountFen`, its own amount unless a fault says): a V2 order's signed by the platform key with the gateway's clock. */
export function notifyTargetOf(context: EpaySimContext, order: EpaySimOrder, amountFen = order.amountFen): NotifyTarget {
  const platformKey = context.platformPrivateKey;
  const rsa = order.protocol === 'v2' && platformKey !== undefined ? { platformKey, clock: context.clock } : undefined;
  return orderTarget(order, keyOf(context, order), context.moneyFormat, amountFen, rsa);
}

/** The payment's notify, sent the first time the order is paid (processOrder), then retried on the schedule until received. */
export async function payAndNotify(context: EpaySimContext, order: EpaySimOrder, type?: string): Promise<EpaySimNotification | undefined> {
  if (!markPaid(context, order, type)) return undefined;
  return context.notifier.sendWithRetries(notifyTargetOf(context, order));
}

/** Where the browser goes after paying: return_url with the notify's signed fields, or undefined (no return_url, unpaid, or paid over 5 minutes ago). */
export function returnUrlOf(context: EpaySimContext, order: EpaySimOrder): string | undefined {
  if (order.returnUrl === '' || order.paidAt === undefined || context.clock() - order.paidAt > RETURN_WINDOW_MS) return undefined;
  return notifyUrlWith(order.returnUrl, notifyFields(notifyTargetOf(context, order)));
}
