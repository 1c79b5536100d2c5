import { newDatabaseUrl, populate } from '../support/database';
import { codeFigures, figures, latencyFigures } from '../support/figures';
import { runLoad } from '../support/load';
import { startServer } from '../support/processes';
import type { Figure } from '../support/report';
import { balancePolls } from '../support/requests';
import { LATE_MS, MAX_CONNECTIONS, MEMBERS, POLL_SECONDS, RATE_SECONDS, RATES, WARMUP_SECONDS } from '../support/settings';

/**
 * The balance poll at constant arrival rates (open model): at R req/s, R × 4.3 players (at most MEMBERS)
 * each poll every 4.3 s, in turn, so their polls are spread evenly.
 */
export async function ratePart(dialect: 'sqlite' | 'postgres'): Promise<Figure[]> {
  const url = await newDatabaseUrl(dialect);
  const { tokens } = await populate(url, MEMBERS, 1000_00);
  const server = await startServer({ DATABASE_URL: url, WEB_ROOT: '/nonexistent' });
  try {
    const out: Figure[] = [];
    for (const rate of RATES) {
      const players = Math.min(tokens.length, Math.round(rate * POLL_SECONDS));
      const result = await runLoad({
        model: 'open',
        base: server.base,
        seconds: RATE_SECONDS,
        warmupSeconds: WARMUP_SECONDS,
        maxConnections: MAX_CONNECTIONS,
        lateMs: LATE_MS,
        streams: [{ name: 'balance', ratePerSecond: rate, requests: balancePolls(tokens.slice(0, players)) }],
      });
      const label = `balance poll at a constant rate (${dialect})`;
      const measure = `${String(rate)} req/s, ${String(players)} players`;
      out.push(...latencyFigures(label, measure, result, false), figures(label, measure)('answered', result.requestsPerSecond, 'req/s'));
      out.push(...codeFigures(label, `${measure}: answers, not sent on time`, result));
    }
    return out;
  } finally {
    await server.stop();
  }
}
