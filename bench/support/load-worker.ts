// The load generator as a process of its own: `node --import tsx load-worker.ts <plan.json> <result.json>`.
// bench/support/load.ts starts it pinned to the generator's core.
import { readFileSync, writeFileSync } from 'node:fs';
import { runClosedLoop } from './closed-loop';
import { runClosed } from './closed-model';
import type { LoadPlan } from './load-plan';
import { runOpen } from './open-model';

const [planFile, resultFile] = process.argv.slice(2);
if (!planFile || !resultFile) throw new Error('usage: load-worker.ts <plan.json> <result.json>');
const plan = JSON.parse(readFileSync(planFile, 'utf8')) as LoadPlan;
const wall = performance.now();
const cpu = process.cpuUsage();
const result = plan.model === 'open' ? await runOpen(plan) : plan.generator === 'http' ? await runClosedLoop(plan) : await runClosed(plan);
const used = process.cpuUsage(cpu);
result.generatorCpuPercent = ((used.user + used.system) / 1000 / (performance.now() - wall)) * 100;
writeFileSync(resultFile, JSON.stringify(result));
process.exit(0);
