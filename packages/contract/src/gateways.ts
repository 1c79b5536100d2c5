/** Payment gateways (issue #32): what the player app, the console and the server share about them. */

/** How long a gateway deposit order may be paid: a notification after it credits nothing and goes to finance's review. */
export const GATEWAY_ORDER_MINUTES = 30;

/** Why an unpaid gateway order was closed after GATEWAY_ORDER_MINUTES: the reason the player reads on it. */
export const GATEWAY_ORDER_EXPIRED_REASON = '支付超时，订单已关闭';

/** What was done with a gateway's notification, and how the console names it. */
export const GATEWAY_NOTIFICATION_OUTCOMES = {
  credited: '已入账',
  duplicate: '重复通知（已处理）',
  ignored: '非成功状态（忽略）',
  'refused-signature': '签名无效（拒绝）',
  'refused-stale': '时间戳过期（拒绝）',
  'refused-merchant': '商户号不符（拒绝）',
  'refused-malformed': '参数无效（拒绝）',
  'refused-address': '来源地址不在白名单（拒绝）',
  'unknown-order': '订单不存在（待审核）',
  'amount-mismatch': '金额不符（待审核）',
  'order-expired': '订单已过期（待审核）',
  'order-cancelled': '订单已取消（待审核）',
  'second-payment': '订单已入账，再次付款（待审核）',
} as const;
export type GatewayNotificationOutcome = keyof typeof GATEWAY_NOTIFICATION_OUTCOMES;

/** The outcomes that credited nothing though money may have been paid: each waits for finance. */
export const GATEWAY_REVIEW_OUTCOMES: readonly GatewayNotificationOutcome[] = ['unknown-order', 'amount-mismatch', 'order-expired', 'order-cancelled', 'second-payment'];

/** A notification's review by finance. */
export const GATEWAY_REVIEW = { none: 0, pending: 1, credited: 2, dismissed: 3 } as const;
export const GATEWAY_REVIEW_LABELS: Readonly<Record<number, string>> = { 0: '无需审核', 1: '待审核', 2: '已补入账', 3: '已忽略' };

/** A withdrawal's payout through a gateway (代付), as the console and the player's record show it. */
export const PAYOUT_STATE_LABELS = { paying: '出款中', paid: '已出款', failed: '出款失败' } as const;
export type WithdrawalPayoutState = keyof typeof PAYOUT_STATE_LABELS;

export function gatewayOutcomeLabel(outcome: string): string {
  return (GATEWAY_NOTIFICATION_OUTCOMES as Readonly<Record<string, string>>)[outcome] ?? outcome;
}
