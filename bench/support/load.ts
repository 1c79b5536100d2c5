import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GENERATOR_CPU, pinned } from './cpus';
import type { LoadPlan, LoadResult } from './load-plan';
import { ROOT } from './processes';

/** Runs a load plan in the load worker, a process of its own pinned to the generator's core. */
export async function runLoad(plan: LoadPlan): Promise<LoadResult> {
  const dir = mkdtempSync(join(tmpdir(), 'casino-load-'));
  const planFile = join(dir, 'plan.json');
  const resultFile = join(dir, 'result.json');
  writeFileSync(planFile, JSON.stringify(plan));
  try {
    const [command = 'node', ...args] = pinned(GENERATOR_CPU, [process.execPath, '--import', 'tsx', join(ROOT, 'bench/support/load-worker.ts'), planFile, resultFile]);
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    if (code !== 0) throw new Error(`the load worker exited with ${String(code)}`);
    return JSON.parse(readFileSync(resultFile, 'utf8')) as LoadResult;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
