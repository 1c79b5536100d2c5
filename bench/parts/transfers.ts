import { newDatabaseUrl, populate, withDatabase } from '../support/database';
import { codeFigures, figures, latencyFigures } from '../support/figures';
import { runLoad } from '../support/load';
import { startServer } from '../support/processes';
import { reconcileTransfers } from '../support/reconcile';
import type { Figure } from '../support/report';
import { transfers } from '../support/requests';
import { SECONDS } from '../support/settings';

/** Main ⇄ platform transfers across 200 members, then on one member (contention); then the reconciliation. */
export async function transfersPart(dialect: 'sqlite' | 'postgres'): Promise<Figure[]> {
  const url = await newDatabaseUrl(dialect);
  const { tokens } = await populate(url, 200, 1_000_000_00);
  const server = await startServer({ DATABASE_URL: url, WEB_ROOT: '/nonexistent' });
  try {
    const many = await runLoad({ model: 'closed', generator: 'http', base: server.base, seconds: SECONDS, connections: 50, requests: transfers(tokens) });
    const one = await runLoad({ model: 'closed', generator: 'http', base: server.base, seconds: SECONDS, connections: 50, requests: transfers(tokens.slice(0, 1)) });
    const successes = (many.codes['200/200'] ?? 0) + (one.codes['200/200'] ?? 0);
    const check = await withDatabase(url, (db) => reconcileTransfers(db, successes));
    const label = `transfers (${dialect})`;
    const f = figures(label, 'reconciliation: 200/200 answers, transfer rows, ledger breaches, mismatch');
    return [
      ...latencyFigures(label, '200 members', many),
      ...codeFigures(label, '200 members: answers (HTTP status/body code)', many),
      ...latencyFigures(label, 'one member (contention)', one),
      ...codeFigures(label, 'one member: answers (HTTP status/body code)', one),
      f('answers', check.successes, 'count'),
      f('rows', check.transferRows, 'count'),
      f('breaches', check.breaches.length, 'count'),
      f('mismatch', Math.abs(check.successes - check.transferRows), 'count'),
    ];
  } finally {
    await server.stop();
  }
}
