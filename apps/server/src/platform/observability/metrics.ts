import { createHash, timingSafeEqual } from 'node:crypto';
import { REVIEW_STATE } from '@casino/contract/codes';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/database';
import { committedTransfers, transactionRetries } from '../db/money-transaction';
import { registerGatewayMetrics } from './gateway-notifications';
import { registerCallbackMetrics } from './platform-callbacks';

/** Request durations, in seconds: the balance poll answers in a millisecond or two, a slow money call in a second. */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/** What a scrape reads at once: the pending orders, read once and shared by the gauges of one scrape. */
interface Pending {
  deposits: { count: number; fen: number };
  withdrawals: { count: number; fen: number };
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the Authorization header carries the metrics token, compared in constant time. */
export function hasMetricsToken(header: string | undefined, expected: Buffer): boolean {
  if (header === undefined || !header.startsWith('Bearer ')) return false;
  return timingSafeEqual(digest(header.slice('Bearer '.length)), expected);
}

/**
 * `GET /metrics` in Prometheus' text format, behind `Authorization: Bearer <METRICS_TOKEN>`; without a
 * token configured nothing is registered (no route: 404, no hook: no cost per request).
 */
export function registerMetrics(app: FastifyInstance, database: Database, token: string): void {
  if (token === '') return;
  const expected = digest(token);
  const register = new Registry();
  // Process memory, CPU, event-loop lag (nodejs_eventloop_lag_*), GC, handles: prom-client's own set.
  collectDefaultMetrics({ register });

  const duration = new Histogram({
    name: 'casino_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status: rate from _count, latency from the buckets',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: DURATION_BUCKETS,
    registers: [register],
  });
  const errors = new Counter({
    name: 'casino_http_request_errors_total',
    help: 'HTTP answers with a 5xx status, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    registers: [register],
  });

  // One hook, one observe: the balance poll (every player every 4.3 s) pays for nothing else.
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    duration.labels(request.method, route, String(reply.statusCode)).observe(reply.elapsedTime / 1000);
    if (reply.statusCode >= 500) errors.labels(request.method, route).inc();
    done();
  });

  new Counter({
    name: 'casino_ledger_transfers_total',
    help: 'Ledger transfer rows committed by this process, by kind and phase (see platform/db/money-transaction.ts)',
    labelNames: ['kind', 'phase'] as const,
    registers: [register],
    collect() {
      this.reset();
      for (const { kind, phase, count } of committedTransfers.values()) this.inc({ kind, phase }, count);
    },
  });
  new Counter({
    name: 'casino_db_transaction_retries_total',
    help: 'Money transactions tried again after a lock conflict (SQLite busy, PostgreSQL deadlock or serialization failure)',
    labelNames: ['reason'] as const,
    registers: [register],
    collect() {
      this.reset();
      for (const [reason, count] of Object.entries(transactionRetries)) this.inc({ reason }, count);
    },
  });
  new Gauge({
    name: 'casino_db_pool_connections',
    help: 'PostgreSQL pool connections by state (active, idle), waiting queries and the pool size (max); absent on SQLite',
    labelNames: ['state'] as const,
    registers: [register],
    collect() {
      const stats = database.poolStats();
      if (!stats) return;
      this.set({ state: 'active' }, stats.total - stats.idle);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
      this.set({ state: 'max' }, stats.max);
    },
  });

  let pendingRead: Promise<Pending> | undefined;
  // Both pending gauges are collected in the same scrape, in parallel: one read serves both.
  const pendingNow = (): Promise<Pending> => {
    pendingRead ??= readPending(database).finally(() => {
      setImmediate(() => {
        pendingRead = undefined;
      });
    });
    return pendingRead;
  };
  const pendingGauge = (name: string, help: string, field: 'count' | 'fen') =>
    new Gauge({
      name,
      help,
      labelNames: ['kind'] as const,
      registers: [register],
      async collect() {
        try {
          const pending = await pendingNow();
          this.set({ kind: 'deposit' }, pending.deposits[field]);
          this.set({ kind: 'withdrawal' }, pending.withdrawals[field]);
        } catch (error) {
          app.log.warn({ err: error }, 'metrics: pending orders not read');
        }
      },
    });
  pendingGauge('casino_pending_orders', 'Deposits and withdrawals waiting for an operator', 'count');
  pendingGauge('casino_pending_orders_fen', 'What the pending deposits and withdrawals add up to, in fen', 'fen');
  registerCallbackMetrics(register);
  registerGatewayMetrics(register, database, app.log);

  app.get('/metrics', { logLevel: 'warn' }, async (request, reply) => {
    if (!hasMetricsToken(request.headers.authorization, expected)) {
      return reply.status(401).header('www-authenticate', 'Bearer').type('text/plain; charset=utf-8').send('unauthorized\n');
    }
    const text = await register.metrics();
    return reply.type(register.contentType).header('cache-control', 'no-store').send(text);
  });
}

/** One indexed count per table (state is indexed on both); PostgreSQL answers a sum of bigints as numeric text. */
async function readPending({ db }: Database): Promise<Pending> {
  const [deposits, withdrawals] = await Promise.all([
    db
      .selectFrom('deposit_order')
      .select((eb) => [eb.fn.countAll<number | string>().as('count'), eb.fn.coalesce(eb.fn.sum<number | string>('amount_fen'), eb.lit(0)).as('fen')])
      .where('state', '=', REVIEW_STATE.pending)
      // A gateway's order waits for the player's payment, not for an operator.
      .where('gateway', '=', '')
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('withdrawal')
      .select((eb) => [eb.fn.countAll<number | string>().as('count'), eb.fn.coalesce(eb.fn.sum<number | string>('amount_fen'), eb.lit(0)).as('fen')])
      .where('state', '=', REVIEW_STATE.pending)
      .executeTakeFirstOrThrow(),
  ]);
  return { deposits: { count: Number(deposits.count), fen: Number(deposits.fen) }, withdrawals: { count: Number(withdrawals.count), fen: Number(withdrawals.fen) } };
}
