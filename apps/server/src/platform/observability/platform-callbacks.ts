import { Counter, Histogram, type Registry } from 'prom-client';

/** A wallet callback answers in milliseconds; a slow one (a lock wait, a retry) in a second or more. */
const CALLBACK_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

/** What a platform's wallet callback is counted by: the platform whose key verified it ('unknown' when none did), the endpoint and our answer's RS_* status. */
export interface ObservedCallback {
  platform: string | undefined;
  endpoint: string;
  status: string;
  latencyMs: number;
}

// This process's counts, whichever app answered: /metrics registers them in its own registry (as committedTransfers).
const callbacks = new Counter({
  name: 'casino_platform_callbacks_total',
  help: "Game platforms' wallet callbacks answered by this process, by platform, endpoint and RS_* status",
  labelNames: ['platform', 'endpoint', 'status'] as const,
  registers: [],
});
const errors = new Counter({
  name: 'casino_platform_callback_errors_total',
  help: "Game platforms' wallet callbacks answered with any status but RS_OK (a bad signature, a refused bet, our failure), by platform and endpoint",
  labelNames: ['platform', 'endpoint'] as const,
  registers: [],
});
const duration = new Histogram({
  name: 'casino_platform_callback_duration_seconds',
  help: "How long a game platform's wallet callback took to answer, by platform and endpoint",
  labelNames: ['platform', 'endpoint'] as const,
  buckets: CALLBACK_BUCKETS,
  registers: [],
});

export function observeCallback({ platform, endpoint, status, latencyMs }: ObservedCallback): void {
  const name = platform ?? 'unknown';
  callbacks.inc({ platform: name, endpoint, status });
  if (status !== 'RS_OK') errors.inc({ platform: name, endpoint });
  duration.observe({ platform: name, endpoint }, latencyMs / 1000);
}

/** Adds the callbacks' metrics to a /metrics registry. */
export function registerCallbackMetrics(register: Registry): void {
  for (const metric of [callbacks, errors, duration]) register.registerMetric(metric);
}
