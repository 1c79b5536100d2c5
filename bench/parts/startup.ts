import { join } from 'node:path';
import { newDatabaseUrl } from '../support/database';
import { ROOT, startProcess } from '../support/processes';
import { fmt, type Row } from '../support/report';

/** From `npm start` (the web app already built) to the first answered /api/app: empty database, then seeded. */
export async function startupPart(): Promise<Row[]> {
  const url = await newDatabaseUrl('sqlite');
  const rows: Row[] = [];
  for (const label of ['first start (migrate and seed an empty database)', 'restart (database ready)']) {
    const server = await startProcess(join(ROOT, 'scripts/start.mjs'), { DATABASE_URL: url }, '/api/app');
    rows.push({ part: 'start-up', measure: label, value: fmt.ms(server.startedInMs) });
    await server.stop();
  }
  return rows;
}
