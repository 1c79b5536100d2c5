import { join } from 'node:path';
import { load } from '../support/load';
import { newDatabaseUrl, populate } from '../support/database';
import { ROOT, rssMiB, startProcess } from '../support/processes';
import { fmt, type Row } from '../support/report';

const MEMBERS = 1000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);

/** The balance poll (POST /api/balance, valid tokens of 1000 members) beside a bare Fastify route; memory. */
export async function balancePart(dialect: 'sqlite' | 'postgres'): Promise<Row[]> {
  const url = await newDatabaseUrl(dialect);
  const { tokens } = await populate(url, MEMBERS, 1000_00);
  const server = await startProcess(join(ROOT, 'apps/server/src/main.ts'), { DATABASE_URL: url, WEB_ROOT: '/nonexistent' });
  const bare = await startProcess(join(ROOT, 'bench/support/bare-server.ts'), {});
  try {
    const idle = rssMiB(server.child.pid);
    let peak = idle;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMiB(server.child.pid));
    }, 250);
    const ours = await load(server.base, { path: '/api/balance', next: (n) => ({ token: tokens[n % tokens.length] }) }, SECONDS);
    clearInterval(sampler);
    const ceiling = await load(bare.base, { path: '/api/balance', next: () => ({}) }, SECONDS);
    const label = `balance poll (${dialect})`;
    return [
      { part: label, measure: `server, ${String(MEMBERS)} members`, value: `${fmt.rps(ours.requestsPerSecond)}, p50 ${fmt.ms(ours.p50Ms)}, p99 ${fmt.ms(ours.p99Ms)}, non-2xx ${String(ours.non2xx)}` },
      { part: label, measure: 'bare Fastify route (ceiling)', value: `${fmt.rps(ceiling.requestsPerSecond)}, p50 ${fmt.ms(ceiling.p50Ms)}, p99 ${fmt.ms(ceiling.p99Ms)}` },
      { part: label, measure: 'server / ceiling', value: `${((ours.requestsPerSecond / ceiling.requestsPerSecond) * 100).toFixed(0)}%` },
      { part: `memory (${dialect})`, measure: 'server RSS idle / under the balance load', value: `${fmt.mib(idle)} / ${fmt.mib(peak)}` },
    ];
  } finally {
    await Promise.all([server.stop(), bare.stop()]);
  }
}
