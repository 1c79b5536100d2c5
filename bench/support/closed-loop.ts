import { Agent } from 'node:http';
import { send } from './http-send';
import type { LoadPlan, LoadResult } from './load-plan';
import { maxOf, percentile } from './stats';

type ClosedPlan = Extract<LoadPlan, { model: 'closed' }>;

/**
 * Flat out with node:http: each connection sends its next request when the last is answered, until the time
 * is up; then every request sent is waited for, so the counts are exact (what a reconciliation needs).
 */
export async function runClosedLoop(plan: ClosedPlan): Promise<LoadResult> {
  const base = new URL(plan.base);
  const agent = new Agent({ keepAlive: true, maxSockets: plan.connections });
  const codes: Record<string, number> = {};
  const latencies: number[] = [];
  let errors = 0;
  let n = 0;
  const unexpected: number[] = [];
  const start = performance.now();
  const end = start + plan.seconds * 1000;
  const connection = async () => {
    while (performance.now() < end) {
      const index = n % plan.requests.length;
      const r = plan.requests[index];
      n += 1;
      if (!r) return;
      const sentAt = performance.now();
      const key = await send(agent, base, r);
      if (plan.expect !== undefined && key !== plan.expect) unexpected.push(index);
      if (key === undefined) errors += 1;
      else {
        codes[key] = (codes[key] ?? 0) + 1;
        latencies.push(performance.now() - sentAt);
      }
    }
  };
  await Promise.all(Array.from({ length: plan.connections }, connection));
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  return {
    model: 'closed',
    codes,
    errors,
    sent: n,
    requestsPerSecond: latencies.length / elapsed,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    maxMs: maxOf(latencies),
    late: 0,
    streams: [],
    generatorCpuPercent: 0,
    ...(plan.expect === undefined ? {} : { unexpected }),
  };
}
