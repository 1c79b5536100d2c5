import type { LoadResult } from './load-plan';
import type { Figure, Unit } from './report';

/** A maker of figures of one part and measure. */
export const figures =
  (part: string, measure: string) =>
  (name: string, value: number, unit: Unit): Figure => ({ part, measure, name, value, unit });

/** Latency figures of a load (p50, p99, max), and its throughput when `withRate`. */
export function latencyFigures(part: string, measure: string, result: LoadResult, withRate = true): Figure[] {
  const f = figures(part, measure);
  return [
    ...(withRate ? [f('', result.requestsPerSecond, 'req/s')] : []),
    f('p50', result.p50Ms, 'ms'),
    f('p99', result.p99Ms, 'ms'),
    f('max', result.maxMs, 'ms'),
  ];
}

/** One figure per answer kind (`200/200`, `200/208`, …) plus connection errors and late sends. */
export function codeFigures(part: string, measure: string, result: LoadResult): Figure[] {
  const f = figures(part, measure);
  return [
    ...Object.entries(result.codes)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, count]) => f(key, count, 'count')),
    f('errors', result.errors, 'count'),
    ...(result.model === 'open' ? [f('late', result.late, 'count')] : []),
    f('generator CPU', result.generatorCpuPercent, '%'),
  ];
}
