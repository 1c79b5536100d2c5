import { execFileSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';

/**
 * The server runs on one core, the load generator (and this bench process) on another, so they never share
 * one. On a machine with one core both get core 0. BENCH_SERVER_CPU / BENCH_GENERATOR_CPU override.
 */
export const SERVER_CPU = process.env.BENCH_SERVER_CPU ?? '0';
export const GENERATOR_CPU = process.env.BENCH_GENERATOR_CPU ?? (cpus().length > 1 ? '1' : '0');

let tasksetWorks: boolean | undefined;
export function canPin(): boolean {
  if (tasksetWorks === undefined) {
    try {
      execFileSync('taskset', ['-c', '0', 'true'], { stdio: 'ignore' });
      tasksetWorks = true;
    } catch {
      tasksetWorks = false;
    }
  }
  return tasksetWorks;
}

/** The command line that runs `argv` on `cpu` (unpinned when taskset is missing). */
export const pinned = (cpu: string, argv: readonly string[]): string[] => (canPin() ? ['taskset', '-c', cpu, ...argv] : [...argv]);

/** Moves this process (every thread) onto the generator's core. */
export function pinSelf(): void {
  if (canPin()) execFileSync('taskset', ['-a', '-p', '-c', GENERATOR_CPU, String(process.pid)], { stdio: 'ignore' });
}

/**
 * Runs `work` with this process (and so whatever it starts meanwhile) free to use every core, then pins it
 * back. Lighthouse needs it: its simulated 4× CPU slowdown multiplies every millisecond Chromium's processes
 * wait for each other on one shared core.
 */
export async function onEveryCpu<T>(work: () => Promise<T>): Promise<T> {
  if (!canPin()) return work();
  execFileSync('taskset', ['-a', '-p', '-c', `0-${String(cpus().length - 1)}`, String(process.pid)], { stdio: 'ignore' });
  try {
    return await work();
  } finally {
    pinSelf();
  }
}

export const pinningNote = (): string =>
  canPin()
    ? `server on CPU ${SERVER_CPU}; load generator, bench process and the first-visit Chromium on CPU ${GENERATOR_CPU}, Lighthouse's Chromium on every core (taskset); PostgreSQL not pinned`
    : 'taskset not available: nothing pinned';

/** The 1-minute load average. */
export const load1 = (): number => loadavg()[0] ?? 0;
