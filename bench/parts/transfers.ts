import { join } from 'node:path';
import { ledgerBreaches, newDatabaseUrl, populate } from '../support/database';
import { load } from '../support/load';
import { ROOT, startProcess } from '../support/processes';
import { fmt, type Row } from '../support/report';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const PLATFORMS = ['ag', 'bg', 'pp', 'pg'];

/** Main <-> platform transfers across 200 members, and on one member (contention); then the ledger check. */
export async function transfersPart(dialect: 'sqlite' | 'postgres'): Promise<Row[]> {
  const url = await newDatabaseUrl(dialect);
  const { tokens } = await populate(url, 200, 1_000_000_00);
  const server = await startProcess(join(ROOT, 'apps/server/src/main.ts'), { DATABASE_URL: url, WEB_ROOT: '/nonexistent' });
  try {
    // Alternate in and out so wallets never run dry: every request moves money.
    const transfer = (n: number, token: string | undefined) => {
      const platform = PLATFORMS[Math.floor(n / 2) % PLATFORMS.length] ?? 'ag';
      const into = n % 2 === 0;
      return { token, body: { amount: '1', sourcetype: into ? 'userbalance' : platform, targettype: into ? platform : 'userbalance' } };
    };
    const many = await load(server.base, { path: '/api/transfer', next: (n) => transfer(n, tokens[Math.floor(n / 2) % tokens.length]) }, SECONDS);
    const one = await load(server.base, { path: '/api/transfer', next: (n) => transfer(n, tokens[0]) }, SECONDS);
    const label = `transfers (${dialect})`;
    return [
      { part: label, measure: '200 members', value: `${fmt.rps(many.requestsPerSecond)}, p99 ${fmt.ms(many.p99Ms)}, non-2xx ${String(many.non2xx)}` },
      { part: label, measure: 'one member (contention)', value: `${fmt.rps(one.requestsPerSecond)}, p99 ${fmt.ms(one.p99Ms)}, non-2xx ${String(one.non2xx)}` },
      { part: label, measure: 'ledger check after the run', value: `${String(await ledgerBreaches(url))} breaches` },
    ];
  } finally {
    await server.stop();
  }
}
