import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { pinned, SERVER_CPU } from './cpus';
import { MAX_CONNECTIONS } from './settings';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface Running {
  child: ChildProcess;
  base: string;
  stop(): Promise<void>;
}

/** Process groups started here, ended when the bench ends however it ends (they run detached). */
const groups = new Set<number>();
const endAll = () => {
  for (const pid of groups) {
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
};
process.once('exit', endAll);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    endAll();
    process.exit(130);
  });
}

let port = 24000 + (process.pid % 500) * 2;

/** Starts a TypeScript entry point as its own process, pinned to the server's core, and waits for `probe` to answer. */
export function startProcess(entry: string, env: Record<string, string>, probe = '/api/balance'): Promise<Running & { startedInMs: number }> {
  return startCommand([process.execPath, '--import', 'tsx', entry], env, probe);
}

/** The compiled server with the sandbox's demo content, as `npm start` runs it (built by buildServer() in run.ts before the parts start it). */
export const SERVER_ENTRY = `${ROOT}apps/sandbox/dist/main.js`;

/** Builds the compiled server from the current sources. */
export function buildServer(): void {
  execFileSync('npm', ['run', 'build:server'], { cwd: ROOT, stdio: 'ignore' });
}

/** Starts the server the way it runs in production: the compiled bundle on plain node, pinned to the server's core. */
export function startServer(env: Record<string, string>, probe = '/api/balance'): Promise<Running & { startedInMs: number }> {
  // BENCH_CPU_PROF=<dir>: the server writes a CPU profile there when it stops (NODE_OPTIONS may not carry --cpu-prof).
  const profile = process.env.BENCH_CPU_PROF;
  const profiling = profile === undefined || profile === '' ? [] : ['--cpu-prof', `--cpu-prof-dir=${profile}`];
  return startCommand([process.execPath, ...profiling, SERVER_ENTRY], env, probe);
}

/** Starts what `npm start` runs (the root package.json's start script, through sh), pinned to the server's core. */
export function startNpmStart(env: Record<string, string>, probe = '/api/app'): Promise<Running & { startedInMs: number }> {
  const scripts = (JSON.parse(readFileSync(`${ROOT}package.json`, 'utf8')) as { scripts?: Record<string, string> }).scripts ?? {};
  const script = scripts.start ?? 'node scripts/start.mjs';
  return startCommand(['sh', '-c', script], { PATH: `${ROOT}node_modules/.bin:${process.env.PATH ?? ''}`, ...env }, probe);
}

/** Starts `argv` (pinned to the server's core, in a process group of its own) and waits for `probe` to answer below 500. */
export async function startCommand(argv: readonly string[], env: Record<string, string>, probe: string): Promise<Running & { startedInMs: number }> {
  port += 1;
  const started = performance.now();
  const [command = 'node', ...args] = pinned(SERVER_CPU, argv);
  const child = spawn(command, args, {
    cwd: ROOT,
    detached: true,
    // Every connection of the load comes from 127.0.0.1: the per-address cap is kept clear of them (and of closing ones).
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'error', NODE_ENV: 'production', MAX_CONNECTIONS_PER_ADDRESS: String(MAX_CONNECTIONS * 2), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const pid = child.pid;
  if (pid !== undefined) {
    groups.add(pid);
    child.once('exit', () => groups.delete(pid));
  }
  const base = `http://127.0.0.1:${String(port)}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${argv.join(' ')} exited with ${String(child.exitCode)}`);
    try {
      const response = await fetch(`${base}${probe}`, { method: 'POST' });
      if (response.status < 500) break;
    } catch {
      // not listening yet
    }
    await sleep(20);
  }
  const startedInMs = performance.now() - started;
  return {
    child,
    base,
    startedInMs,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.pid === undefined) {
          resolve();
          return;
        }
        child.once('exit', () => {
          resolve();
        });
        // The whole group: sh and the server it started.
        process.kill(-child.pid, 'SIGTERM');
      }),
  };
}

/** CPU time (user + system) a process has used so far, in ms (Linux: /proc/<pid>/stat, in clock ticks of 10 ms). */
export function cpuMs(pid: number | undefined): number {
  if (pid === undefined) return 0;
  // The fields after the command's closing parenthesis: state is the 3rd field, utime the 14th, stime the 15th.
  const fields = readFileSync(`/proc/${String(pid)}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) * 10;
}

/** Resident memory of a process, in MiB (Linux). */
export function rssMiB(pid: number | undefined): number {
  if (pid === undefined) return 0;
  const line = readFileSync(`/proc/${String(pid)}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? 0) / 1024;
}
