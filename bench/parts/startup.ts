import { newDatabaseUrl } from '../support/database';
import { figures } from '../support/figures';
import { startNpmStart } from '../support/processes';
import type { Figure } from '../support/report';

/** What `npm start` runs (the web app already built) until the first answered /api/app: empty database, then seeded. */
export async function startupPart(dialect: 'sqlite' | 'postgres'): Promise<Figure[]> {
  const url = await newDatabaseUrl(dialect);
  const out: Figure[] = [];
  for (const measure of ['first start (migrate and seed an empty database)', 'restart (database ready)']) {
    const server = await startNpmStart({ DATABASE_URL: url });
    out.push(figures(`start-up, npm start (${dialect})`, measure)('', server.startedInMs, 'ms'));
    await server.stop();
  }
  return out;
}
