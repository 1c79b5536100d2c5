import type { Config } from '../config/config';

/** Headers are a few hundred bytes: on any network they are in long before the body may be. */
const HEADERS_TIMEOUT_MS = 10_000;

/**
 * Fastify's and Node's timeouts from the config. A request must arrive whole within REQUEST_TIMEOUT_MS (its
 * headers within 10 s at most), else it is answered 408 and its connection closed (platform/http/client-errors.ts);
 * Node checks this every quarter of the shorter limit, so a slow sender is cut within 1.25 times it (Node's
 * own check is every 30 s). A connection with a request open that sends and receives nothing for
 * IDLE_TIMEOUT_MS (a client not reading its answer, a stalled body) is closed; an idle keep-alive connection
 * keeps Fastify's 72 s, longer than a load balancer's usual 60 s.
 */
export function serverTimeouts(config: Pick<Config, 'REQUEST_TIMEOUT_MS' | 'IDLE_TIMEOUT_MS'>) {
  const headersTimeout = Math.min(HEADERS_TIMEOUT_MS, config.REQUEST_TIMEOUT_MS);
  return {
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    connectionTimeout: config.IDLE_TIMEOUT_MS,
    http: { requestTimeout: config.REQUEST_TIMEOUT_MS, headersTimeout, connectionsCheckingInterval: Math.max(50, Math.floor(headersTimeout / 4)) },
  };
}
