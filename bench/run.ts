// `npm run bench [-- part …]`: parts balance, transfers, web, lighthouse, startup (all by default).
import { writeFileSync } from 'node:fs';
import { cpus, totalmem, type } from 'node:os';
import { join } from 'node:path';
import { balancePart } from './parts/balance';
import { startupPart } from './parts/startup';
import { transfersPart } from './parts/transfers';
import { buildWeb, lighthouseScores, routeSizes } from './parts/web';
import { benchPostgresReachable } from './support/database';
import { ROOT } from './support/processes';
import { table, type Row } from './support/report';

const PARTS = ['balance', 'transfers', 'web', 'lighthouse', 'startup'] as const;
const asked = process.argv.slice(2);
const parts = asked.length > 0 ? PARTS.filter((p) => asked.includes(p)) : [...PARTS];
const started = Date.now();
const dialects: ('sqlite' | 'postgres')[] = (await benchPostgresReachable()) ? ['sqlite', 'postgres'] : ['sqlite'];
if (dialects.length === 1) console.log('PostgreSQL not reachable: PostgreSQL measurements are left out');

const rows: Row[] = [];
const run = async (name: (typeof PARTS)[number], work: () => Promise<Row[]> | Row[]) => {
  if (!parts.includes(name)) return;
  console.log(`… ${name}`);
  rows.push(...(await work()));
};

buildWeb();
for (const dialect of dialects) await run('balance', () => balancePart(dialect));
for (const dialect of dialects) await run('transfers', () => transfersPart(dialect));
await run('web', routeSizes);
await run('lighthouse', lighthouseScores);
await run('startup', startupPart);

const cpu = cpus()[0]?.model ?? 'unknown CPU';
const machine = `${type()}, ${String(cpus().length)} × ${cpu}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`;
const report = `# Benchmark results\n\n${new Date().toISOString()} on ${machine}; ${((Date.now() - started) / 1000).toFixed(0)} s in all.\n\n${table(rows)}\n`;
console.log(`\n${table(rows)}\n`);
if (asked.length === 0) writeFileSync(join(ROOT, 'bench/results/latest.md'), report);
process.exit(0);
