import { join } from 'node:path';
import { newDatabaseUrl, populate } from '../support/database';
import { codeFigures, figures, latencyFigures } from '../support/figures';
import { runLoad } from '../support/load';
import { ROOT, rssMiB, startProcess, startServer } from '../support/processes';
import type { Figure } from '../support/report';
import { balancePolls } from '../support/requests';
import { MEMBERS, SECONDS } from '../support/settings';

/** The balance poll flat out (autocannon, 50 connections) beside a bare Fastify route; memory. */
export async function balancePart(dialect: 'sqlite' | 'postgres'): Promise<Figure[]> {
  const url = await newDatabaseUrl(dialect);
  const { tokens } = await populate(url, MEMBERS, 1000_00);
  const server = await startServer({ DATABASE_URL: url, WEB_ROOT: '/nonexistent' });
  const bare = await startProcess(join(ROOT, 'bench/support/bare-server.ts'), {});
  try {
    const idle = rssMiB(server.child.pid);
    let peak = idle;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMiB(server.child.pid));
    }, 250);
    const ours = await runLoad({ model: 'closed', generator: 'autocannon', base: server.base, seconds: SECONDS, connections: 50, requests: balancePolls(tokens) });
    clearInterval(sampler);
    const ceiling = await runLoad({ model: 'closed', generator: 'autocannon', base: bare.base, seconds: SECONDS, connections: 50, requests: balancePolls(['-']) });
    const label = `balance poll flat out (${dialect})`;
    const ratio = figures(label, 'server / ceiling');
    const memory = figures(`memory (${dialect})`, 'server RSS idle / peak under the balance load');
    return [
      ...latencyFigures(label, `server, ${String(MEMBERS)} members, 50 connections`, ours),
      ...codeFigures(label, 'server answers (HTTP status/body code)', ours),
      ...latencyFigures(label, 'bare Fastify route (ceiling)', ceiling),
      ratio('', (ours.requestsPerSecond / ceiling.requestsPerSecond) * 100, '%'),
      memory('idle', idle, 'MiB'),
      memory('peak', peak, 'MiB'),
    ];
  } finally {
    await Promise.all([server.stop(), bare.stop()]);
  }
}
