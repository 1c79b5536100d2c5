import { newDatabaseUrl, populate, withDatabase } from '../support/database';
import { eveningStreams, loginsFor, EVENING } from '../support/evening';
import { codeFigures, figures, latencyFigures } from '../support/figures';
import { runLoad } from '../support/load';
import { failures, type LoadResult } from '../support/load-plan';
import { startServer } from '../support/processes';
import { reconcileTransfers } from '../support/reconcile';
import type { Figure } from '../support/report';
import { LATE_MS, MAX_CONNECTIONS, MIXED_MAX, MIXED_START, MIXED_STEPS, P99_GOAL_MS, RATE_SECONDS, WARMUP_SECONDS } from '../support/settings';

/** The search does not go below this many players. */
const MIN_N = 50;

const passes = (r: LoadResult) => r.p99Ms <= P99_GOAL_MS && failures(r.codes) === 0 && r.errors === 0;

/**
 * The busy evening at N players; the highest N with p99 ≤ P99_GOAL_MS and no error answer: N doubles from
 * MIXED_START until a step fails (or reaches MIXED_MAX), or halves until one passes; then MIXED_STEPS bisection
 * steps between the highest pass and the lowest fail. One server and database for the whole search.
 */
export async function mixedPart(dialect: 'sqlite' | 'postgres'): Promise<Figure[]> {
  const seconds = WARMUP_SECONDS + RATE_SECONDS;
  // Enough captchas for the longest search: doubling up to MIXED_MAX (or halving), then the bisection steps.
  const budget = (Math.ceil(Math.log2(MIXED_MAX / MIN_N)) + 2 + MIXED_STEPS) * loginsFor(MIXED_MAX, seconds);
  const url = await newDatabaseUrl(dialect);
  const population = await populate(url, MIXED_MAX, 1_000_000_00, { gameSessions: Math.ceil(MIXED_MAX * EVENING.activeShare) + 1, captchas: budget });
  const server = await startServer({ DATABASE_URL: url, WEB_ROOT: '/nonexistent', TRUST_PROXY: '127.0.0.1' });
  let captchaFrom = 0;
  let transferSuccesses = 0;
  const label = `busy evening (${dialect})`;
  const out: Figure[] = [];
  const step = async (n: number) => {
    const count = loginsFor(n, seconds);
    const result = await runLoad({
      model: 'open',
      base: server.base,
      seconds: RATE_SECONDS,
      warmupSeconds: WARMUP_SECONDS,
      maxConnections: MAX_CONNECTIONS,
      lateMs: LATE_MS,
      streams: eveningStreams(population, n, captchaFrom, count),
    });
    captchaFrom += count;
    transferSuccesses += result.streams.find((s) => s.name === 'transfer')?.codes['200/200'] ?? 0;
    const ok = passes(result);
    console.log(`  N = ${String(n)}: p99 ${result.p99Ms.toFixed(1)} ms, ${String(failures(result.codes))} error answers, ${String(result.errors)} connection errors, ${String(result.late)} late: ${ok ? 'pass' : 'fail'}`);
    return { result, ok };
  };
  try {
    let best: { n: number; result: LoadResult } | undefined;
    let failed: { n: number; result: LoadResult } | undefined;
    // Double from MIXED_START while it passes (up to MIXED_MAX); halve while it fails (down to MIN_N).
    for (let n = MIXED_START; n <= MIXED_MAX && n >= MIN_N; ) {
      const { result, ok } = await step(n);
      if (ok) best = { n, result };
      else failed = { n, result };
      if (ok && failed) break;
      if (!ok && best) break;
      n = ok ? n * 2 : Math.floor(n / 2);
    }
    for (let i = 0; i < MIXED_STEPS && failed && best; i += 1) {
      const n = Math.round((best.n + failed.n) / 2);
      if (n === best.n || n === failed.n) break;
      const { result, ok } = await step(n);
      if (ok) best = { n, result };
      else failed = { n, result };
    }
    out.push(figures(label, `highest N with p99 ≤ ${String(P99_GOAL_MS)} ms and no error answer (searched ${String(MIN_N)}–${String(MIXED_MAX)})`)('N', best?.n ?? 0, 'count'));
    if (best) {
      out.push(...latencyFigures(label, 'at that N: all requests', best.result));
      for (const s of best.result.streams.filter((stream) => stream.measured > 0)) {
        const f = figures(label, `at that N: ${s.name}`);
        out.push(f('requests', s.measured, 'count'), f('p50', s.p50Ms, 'ms'), f('p99', s.p99Ms, 'ms'), f('max', s.maxMs, 'ms'));
      }
      out.push(...codeFigures(label, 'at that N: answers, not sent on time', best.result));
    }
    if (failed) {
      out.push(figures(label, 'lowest N that failed')('N', failed.n, 'count'));
      out.push(...latencyFigures(label, 'at the failing N: all requests', failed.result));
      out.push(...codeFigures(label, 'at the failing N: answers, not sent on time', failed.result));
    }
    const check = await withDatabase(url, (db) => reconcileTransfers(db, transferSuccesses));
    const f = figures(label, 'reconciliation over every step: transfer 200/200 answers, transfer rows, ledger breaches, mismatch');
    out.push(f('answers', check.successes, 'count'), f('rows', check.transferRows, 'count'), f('breaches', check.breaches.length, 'count'), f('mismatch', Math.abs(check.successes - check.transferRows), 'count'));
    return out;
  } finally {
    await server.stop();
  }
}
