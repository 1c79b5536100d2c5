import { Agent } from 'node:http';
import { send } from './http-send';
import type { LoadPlan, LoadResult, PreparedRequest, StreamResult } from './load-plan';
import { maxOf, percentile } from './stats';

type OpenPlan = Extract<LoadPlan, { model: 'open' }>;

/**
 * A constant-arrival-rate (open model) generator: each stream's n-th request is due at start + n / rate,
 * whatever happened to the earlier ones. Latency runs from that intended time to the end of the answer,
 * so a stalled server shows as latency, not as fewer requests (no coordinated omission). A request that
 * got its connection more than `lateMs` after its intended time counts as late.
 */
export async function runOpen(plan: OpenPlan): Promise<LoadResult> {
  const url = new URL(plan.base);
  const agent = new Agent({ keepAlive: true, maxSockets: plan.maxConnections });
  const allCodes: Record<string, number> = {};
  const streamCodes = plan.streams.map((): Record<string, number> => ({}));
  let errors = 0;
  let late = 0;
  let sent = 0;
  let inFlight = 0;
  const unexpected: number[] = [];
  /** The first stream's requests sent and not yet settled, by index: those still out after the drain had no answer. */
  const pending = new Set<number>();
  const all: number[] = [];
  const perStream = plan.streams.map(() => [] as number[]);
  const next = plan.streams.map(() => 0);
  // Streams start spread over their first interval, so they do not all fire together.
  const phase = plan.streams.map((s, i) => ((i + 0.5) / plan.streams.length) * (1000 / s.ratePerSecond));
  const start = performance.now() + 50;
  const end = start + (plan.warmupSeconds + plan.seconds) * 1000;
  const measuredFrom = start + plan.warmupSeconds * 1000;

  const fire = (streamIndex: number, r: PreparedRequest, intended: number, index: number) => {
    sent += 1;
    inFlight += 1;
    if (streamIndex === 0) pending.add(index);
    void send(agent, url, r, () => {
      if (performance.now() - intended > plan.lateMs) late += 1;
    }).then((key) => {
      inFlight -= 1;
      if (streamIndex === 0) pending.delete(index);
      if (plan.expect !== undefined && streamIndex === 0 && key !== plan.expect) unexpected.push(index);
      const codes = streamCodes[streamIndex] ?? {};
      if (key === undefined) {
        errors += 1;
        codes.error = (codes.error ?? 0) + 1;
        return;
      }
      codes[key] = (codes[key] ?? 0) + 1;
      allCodes[key] = (allCodes[key] ?? 0) + 1;
      if (intended >= measuredFrom) {
        const ms = performance.now() - intended;
        all.push(ms);
        perStream[streamIndex]?.push(ms);
      }
    });
  };

  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      plan.streams.forEach((stream, i) => {
        const interval = 1000 / stream.ratePerSecond;
        for (;;) {
          const n = next[i] ?? 0;
          const intended = start + (phase[i] ?? 0) + n * interval;
          if (intended > now || intended >= end) break;
          next[i] = n + 1;
          const index = n % stream.requests.length;
          const r = stream.requests[index];
          if (r) fire(i, r, intended, index);
        }
      });
      if (now >= end) resolve();
      else setTimeout(tick, 1);
    };
    setTimeout(tick, 0);
  });
  // Wait for the answers still in flight (at most the request time-out).
  const drainUntil = performance.now() + 31_000;
  while (inFlight > 0 && performance.now() < drainUntil) await new Promise((r) => setTimeout(r, 10));
  // Still out after the drain: no answer, as a time-out (the server may yet apply them).
  errors += inFlight;
  unexpected.push(...pending);
  agent.destroy();

  const streams: StreamResult[] = plan.streams.map((s, i) => {
    const values = perStream[i] ?? [];
    return { name: s.name, codes: streamCodes[i] ?? {}, measured: values.length, p50Ms: percentile(values, 50), p99Ms: percentile(values, 99), maxMs: maxOf(values) };
  });
  const measuredCount = all.length;
  return {
    model: 'open',
    codes: allCodes,
    errors,
    sent,
    requestsPerSecond: measuredCount / plan.seconds,
    p50Ms: percentile(all, 50),
    p99Ms: percentile(all, 99),
    maxMs: maxOf(all),
    late,
    streams,
    generatorCpuPercent: 0,
    ...(plan.expect === undefined ? {} : { unexpected }),
  };
}
