// `npm run bench [-- part …]`: parts balance, rate, transfers, callbacks, mixed, soak, web, firstload, lighthouse, startup
// (all by default). Each part but web runs BENCH_REPEAT (3) times; the table gives medians and spreads.
import { writeFileSync } from 'node:fs';
import { cpus, totalmem, type } from 'node:os';
import { join } from 'node:path';
import { balancePart } from './parts/balance';
import { callbacksPart } from './parts/callbacks';
import { firstLoadPart } from './parts/firstload';
import { lighthousePart } from './parts/lighthouse';
import { mixedPart } from './parts/mixed';
import { ratePart } from './parts/rate';
import { soakPart } from './parts/soak';
import { startupPart } from './parts/startup';
import { transfersPart } from './parts/transfers';
import { buildWeb, routeSizes } from './parts/web';
import { load1, pinningNote, pinSelf } from './support/cpus';
import { benchPostgresReachable, dropBenchDatabases } from './support/database';
import { hub88Keys } from './support/hub88-callbacks';
import { buildServer, ROOT } from './support/processes';
import { table, type Figure, type Row } from './support/report';
import { REPEAT } from './support/settings';
import { summarise } from './support/summary';

type Dialect = 'sqlite' | 'postgres';
const PARTS = ['balance', 'rate', 'transfers', 'callbacks', 'mixed', 'soak', 'web', 'firstload', 'lighthouse', 'startup'] as const;
type Part = (typeof PARTS)[number];
const asked = process.argv.slice(2);
const unknown = asked.filter((p) => !(PARTS as readonly string[]).includes(p));
if (unknown.length > 0) throw new Error(`unknown part(s) ${unknown.join(', ')}; parts: ${PARTS.join(', ')}`);
const parts = asked.length > 0 ? PARTS.filter((p) => asked.includes(p)) : [...PARTS];
const started = Date.now();
pinSelf();
const reachable: Dialect[] = (await benchPostgresReachable()) ? ['sqlite', 'postgres'] : ['sqlite'];
if (reachable.length === 1) console.log('PostgreSQL not reachable: PostgreSQL measurements are left out');
/** BENCH_DIALECTS (sqlite or postgres) narrows a partial run to one database; a full run measures both. */
const only = asked.length > 0 ? process.env.BENCH_DIALECTS?.split(',') : undefined;
const dialects = reachable.filter((d) => only?.includes(d) ?? true);

const rows: Row[] = [];
/** Runs `work` REPEAT times (once when `once`), noting the 1-minute load average before and after each run. */
const run = async (name: Part, label: string, work: () => Promise<Figure[]> | Figure[], once = false) => {
  if (!parts.includes(name)) return;
  const loads: string[] = [];
  const runs: Figure[][] = [];
  const times = once ? 1 : REPEAT;
  for (let i = 1; i <= times; i += 1) {
    console.log(`… ${label}, run ${String(i)} of ${String(times)}`);
    const before = load1();
    try {
      runs.push(await work());
    } finally {
      await dropBenchDatabases();
    }
    loads.push(`${before.toFixed(2)} → ${load1().toFixed(2)}`);
  }
  rows.push(...summarise(runs), { part: 'machine load', measure: `${label}: 1-min load average before → after each run`, value: loads.join('; ') });
};

if (parts.some((p) => p === 'web' || p === 'firstload' || p === 'lighthouse' || p === 'startup')) buildWeb();
// The parts run the server as npm start does, compiled: built here from the current sources.
if (parts.some((p) => p !== 'web')) buildServer();
for (const d of dialects) await run('balance', `balance (${d})`, () => balancePart(d));
for (const d of dialects) await run('rate', `rate (${d})`, () => ratePart(d));
for (const d of dialects) await run('transfers', `transfers (${d})`, () => transfersPart(d));
const keys = parts.includes('callbacks') ? hub88Keys() : undefined;
for (const d of dialects) if (keys) await run('callbacks', `Hub88 bet callbacks (${d})`, () => callbacksPart(d, keys));
for (const d of dialects) await run('mixed', `mixed (${d})`, () => mixedPart(d));
// One run: the soak is long (BENCH_SOAK_MINUTES), and its figure is a slope over the whole run.
for (const d of dialects) await run('soak', `soak (${d})`, () => soakPart(d), true);
await run('web', 'web', routeSizes, true);
await run('firstload', 'firstload', firstLoadPart);
await run('lighthouse', 'lighthouse', lighthousePart);
for (const d of dialects) await run('startup', `startup (${d})`, () => startupPart(d));

const cpu = cpus()[0]?.model ?? 'unknown CPU';
const machine = `${type()}, ${String(cpus().length)} × ${cpu}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`;
const how = `Each value is the median of ${String(REPEAT)} runs (the soak and the web sizes: one), with the lowest–highest in brackets when they differ; ${pinningNote()}.`;
const report = `# Benchmark results\n\n${new Date().toISOString()} on ${machine}; ${((Date.now() - started) / 1000).toFixed(0)} s in all.\n\n${how}\n\n${table(rows)}\n`;
console.log(`\n${how}\n\n${table(rows)}\n`);
if (asked.length === 0) writeFileSync(join(ROOT, 'bench/results/latest.md'), report);
process.exit(0);
