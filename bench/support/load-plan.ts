/** What the load worker sends: serialisable, so the generator runs in a process of its own on its own core. */
export interface PreparedRequest {
  method?: 'GET' | 'POST';
  path: string;
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A stream of requests at a constant arrival rate, cycling through `requests` in order. */
export interface Stream {
  name: string;
  ratePerSecond: number;
  requests: PreparedRequest[];
}

export type LoadPlan =
  /**
   * Flat out: `connections` connections, each sending its next request when the last is answered. autocannon is
   * the faster generator (for throughput ceilings); `http` waits for every request it sent (for reconciliation).
   */
  | { model: 'closed'; generator: 'autocannon' | 'http'; base: string; seconds: number; connections: number; requests: PreparedRequest[]; expect?: string }
  | { model: 'open'; base: string; seconds: number; warmupSeconds: number; maxConnections: number; lateMs: number; streams: Stream[]; expect?: string };

export interface StreamResult {
  name: string;
  /** This stream's answers by `<HTTP status>/<body code>`, and `error` for no answer. */
  codes: Record<string, number>;
  /** Requests whose intended send time fell in the measured window (after the warm-up). */
  measured: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface LoadResult {
  model: 'closed' | 'open';
  /** Every answer of the run (the warm-up included), by `<HTTP status>/<body code>`. */
  codes: Record<string, number>;
  /** Connection errors and time-outs (no answer at all). */
  errors: number;
  sent: number;
  requestsPerSecond: number;
  /** Latency from the intended send time (open model) or from the send (closed model). */
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Open model: requests that got a connection more than `lateMs` after their intended time. */
  late: number;
  streams: StreamResult[];
  /** CPU time the generator process used, as a share of the run's wall time (100 = one core busy). */
  generatorCpuPercent: number;
  /**
   * With the plan's `expect` (an answer key such as `200/RS_OK`): the requests answered otherwise or not at all, by
   * their index in `requests` (open model: in the first stream's), so the caller can settle them (Hub88 rolls back a
   * bet it got no good answer for). Only the http generator and the open model record them.
   */
  unexpected?: number[];
}

/** Answers that are not HTTP 200 with body code 200. */
export function failures(codes: Record<string, number>): number {
  return Object.entries(codes).reduce((sum, [key, count]) => (key === '200/200' ? sum : sum + count), 0);
}

/** `200/200 5120, 200/208 3` — the codes in a stable order. */
export function showCodes(codes: Record<string, number>): string {
  const entries = Object.entries(codes).sort(([a], [b]) => a.localeCompare(b));
  return entries.length === 0 ? 'none' : entries.map(([key, count]) => `${key} ${String(count)}`).join(', ');
}
