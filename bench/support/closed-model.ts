import autocannon from 'autocannon';
import { bodyCode } from './body-code';
import type { LoadPlan, LoadResult } from './load-plan';

type ClosedPlan = Extract<LoadPlan, { model: 'closed' }>;

/** Flat out (closed model): autocannon with `connections` connections, each sending its next request on an answer. */
export async function runClosed(plan: ClosedPlan): Promise<LoadResult> {
  let n = 0;
  const codes: Record<string, number> = {};
  const result = await autocannon({
    url: plan.base,
    connections: plan.connections,
    duration: plan.seconds,
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => {
          const r = plan.requests[n % plan.requests.length];
          n += 1;
          return {
            ...req,
            method: r?.method ?? 'POST',
            path: r?.path ?? '/',
            headers: { ...req.headers, 'content-type': 'application/json', ...(r?.token ? { authorization: `Bearer ${r.token}` } : {}), ...r?.headers },
            body: JSON.stringify(r?.body ?? {}),
          };
        },
        onResponse: (status, body) => {
          const key = `${String(status)}/${bodyCode(body)}`;
          codes[key] = (codes[key] ?? 0) + 1;
        },
      },
    ],
  });
  return {
    model: 'closed',
    codes,
    errors: result.errors + result.timeouts,
    sent: result.requests.sent,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    late: 0,
    streams: [],
    generatorCpuPercent: 0,
  };
}
