import { GATEWAY_REVIEW, GATEWAY_REVIEW_OUTCOMES, type GatewayNotificationOutcome } from '@casino/contract/gateways';

/** What a gateway says of an order (adminQueryGatewayOrder's and the reconciliation's `status`), as finance reads it. */
export const GATEWAY_ORDER_STATUS_LABELS = { paid: '已付款', unpaid: '未付款', 'not-found': '网关无此订单', unknown: '无法查询' } as const;
export type GatewayOrderStatus = keyof typeof GATEWAY_ORDER_STATUS_LABELS;

/** An outcome that credited nothing though money may have been paid: finance reviews it. */
export const isReviewOutcome = (outcome: GatewayNotificationOutcome) => GATEWAY_REVIEW_OUTCOMES.includes(outcome);

/** The tag colour of an outcome: credited green, waiting for review orange, refused red, the rest plain. */
export function outcomeColor(outcome: GatewayNotificationOutcome): string {
  if (outcome === 'credited') return 'green';
  if (isReviewOutcome(outcome)) return 'orange';
  return outcome.startsWith('refused-') ? 'red' : 'default';
}

/** The tag colour of a review state (GATEWAY_REVIEW_LABELS). */
export function reviewColor(state: number): string {
  if (state === GATEWAY_REVIEW.pending) return 'orange';
  if (state === GATEWAY_REVIEW.credited) return 'green';
  return 'default';
}
