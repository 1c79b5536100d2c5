import { GATEWAY_REVIEW } from '@casino/contract/gateways';
import type { FastifyBaseLogger } from 'fastify';
import { Counter, Gauge, type Registry } from 'prom-client';
import type { Database } from '../db/database';

// This process's counts, whichever app answered: /metrics registers them in its own registry (as the platforms' callbacks).
const notifications = new Counter({
  name: 'casino_gateway_notifications_total',
  help: "Payment gateways' notifications received by this process, by channel and what was done (GATEWAY_NOTIFICATION_OUTCOMES: credited, duplicate, refused-signature, amount-mismatch, …)",
  labelNames: ['channel', 'outcome'] as const,
  registers: [],
});

export function observeGatewayNotification(channel: string, outcome: string): void {
  notifications.inc({ channel, outcome });
}

/** Adds the gateways' metrics to a /metrics registry: the notifications counted, and those waiting for finance now (read at each scrape). */
export function registerGatewayMetrics(register: Registry, database: Database, log: FastifyBaseLogger): void {
  register.registerMetric(notifications);
  new Gauge({
    name: 'casino_gateway_reviews_pending',
    help: "Gateway notifications that credited nothing though money may have been paid, waiting for finance's review (财务 → 支付通知)",
    registers: [register],
    async collect() {
      try {
        const row = await database.db.selectFrom('gateway_notification').select((eb) => eb.fn.countAll<number | string>().as('count')).where('review_state', '=', GATEWAY_REVIEW.pending).executeTakeFirst();
        this.set(Number(row?.count ?? 0));
      } catch (error) {
        log.warn({ err: error }, 'metrics: pending gateway reviews not read');
      }
    },
  });
}
