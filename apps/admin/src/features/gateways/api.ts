import { GATEWAY_NOTIFICATION_OUTCOMES, type GatewayNotificationOutcome } from '@casino/contract/gateways';
import type { QueryClient } from '@tanstack/react-query';
import { pageQuery } from '../../api/page-query';
import type { ListParams } from '../../shared/list-address';
import { day, oneOf, text } from '../../shared/url-filters';

const OUTCOMES = Object.keys(GATEWAY_NOTIFICATION_OUTCOMES) as GatewayNotificationOutcome[];

/** The notification log's filters in the address: channel, an order number (ours or the gateway's), outcome, waiting ones only, Beijing days. */
export const NOTIFICATION_FILTERS = { channel: text, order: text, outcome: oneOf(OUTCOMES), review: oneOf(['pending']), from: day, to: day };

export type NotificationParams = ListParams<never, typeof NOTIFICATION_FILTERS>;

/** One page of the gateways' notifications, newest first. */
export const gatewayNotificationsQuery = ({ page, channel, order, outcome, review, from, to }: NotificationParams) =>
  pageQuery('adminGatewayNotifications', { page, channel, order, outcome, review, from, to });

/** After finance settles one, or a query settles a payment: every page of the log is asked again. */
export function invalidateGatewayNotifications(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ['adminGatewayNotifications'] });
}
