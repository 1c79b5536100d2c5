import { newDatabaseUrl, populate } from '../support/database';
import { codeFigures, figures, latencyFigures } from '../support/figures';
import { runLoad } from '../support/load';
import { rssMiB, startServer } from '../support/processes';
import type { Figure } from '../support/report';
import { balancePolls } from '../support/requests';
import { LATE_MS, MAX_CONNECTIONS, MEMBERS, POLL_SECONDS, SOAK_MINUTES, SOAK_RATE } from '../support/settings';
import { slope } from '../support/stats';

/** The balance poll at SOAK_RATE for SOAK_MINUTES; server RSS at the start, at the end, and its growth per minute. */
export async function soakPart(dialect: 'sqlite' | 'postgres'): Promise<Figure[]> {
  const url = await newDatabaseUrl(dialect);
  const { tokens } = await populate(url, MEMBERS, 1000_00);
  const server = await startServer({ DATABASE_URL: url, WEB_ROOT: '/nonexistent' });
  try {
    const startRss = rssMiB(server.child.pid);
    const began = performance.now();
    const samples: { x: number; y: number }[] = [];
    const sampler = setInterval(() => {
      samples.push({ x: (performance.now() - began) / 60_000, y: rssMiB(server.child.pid) });
    }, 2000);
    const players = Math.min(tokens.length, Math.round(SOAK_RATE * POLL_SECONDS));
    const result = await runLoad({
      model: 'open',
      base: server.base,
      seconds: SOAK_MINUTES * 60,
      warmupSeconds: 0,
      maxConnections: MAX_CONNECTIONS,
      lateMs: LATE_MS,
      streams: [{ name: 'balance', ratePerSecond: SOAK_RATE, requests: balancePolls(tokens.slice(0, players)) }],
    });
    clearInterval(sampler);
    const endRss = rssMiB(server.child.pid);
    // Growth over the later two thirds: the first minutes are the heap settling to its working size.
    const later = samples.filter((s) => s.x >= (SOAK_MINUTES * 1) / 3);
    const label = `soak (${dialect})`;
    const measure = `${String(SOAK_MINUTES)} min at ${String(SOAK_RATE)} req/s (balance poll): server RSS`;
    const f = figures(label, measure);
    return [
      f('at start', startRss, 'MiB'),
      f('after', endRss, 'MiB'),
      f('growth over the last two thirds', slope(later), 'MiB/min'),
      ...latencyFigures(label, 'latency over the soak', result, false),
      ...codeFigures(label, 'answers, not sent on time', result),
    ];
  } finally {
    await server.stop();
  }
}
