import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface Running {
  child: ChildProcess;
  base: string;
  stop(): Promise<void>;
}

let port = 24000 + (process.pid % 500) * 2;

/** Starts a TypeScript entry point as its own process and waits for `probe` to answer 200. */
export async function startProcess(entry: string, env: Record<string, string>, probe = '/api/balance'): Promise<Running & { startedInMs: number }> {
  port += 1;
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'error', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${String(port)}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${entry} exited with ${String(child.exitCode)}`);
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
        if (child.exitCode !== null) {
          resolve();
          return;
        }
        child.once('exit', () => {
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** Resident memory of a process, in MiB (Linux). */
export function rssMiB(pid: number | undefined): number {
  if (pid === undefined) return 0;
  const line = readFileSync(`/proc/${String(pid)}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? 0) / 1024;
}
