import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { inject } from 'vitest';
import { TEST_SCRYPT_N } from '../../src/platform/config/config';


export interface ServerProcess {
  child: ChildProcess;
  base: string;
}

let nextPort = 21000 + (process.pid % 2000) * 4;

export interface ServerProcessOptions {
  /** Environment variables over the test defaults (LOG_LEVEL=error, CAPTCHA=off, …). */
  env?: Record<string, string>;
  /** Receives the process's standard output (its log lines); ignored when absent. */
  onStdout?: (text: string) => void;
  /** Which build: the server with the sandbox beside it (what npm start runs), unless 'production', the server alone. */
  build?: 'sandbox' | 'production';
}

/** Starts a compiled server (global-setup.ts builds them from the sources) as its own process on the database and waits until it answers. */
export async function startServerProcess(databaseUrl: string, options: ServerProcessOptions = {}): Promise<ServerProcess> {
  nextPort += 1;
  const port = nextPort;
  const build = inject('serverBuild');
  const child = spawn(process.execPath, [options.build === 'production' ? build.production : build.server], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', CAPTCHA: 'off', NODE_ENV: 'test', LOG_LEVEL: 'error', SCRYPT_N: String(TEST_SCRYPT_N), WEB_ROOT: '/nonexistent', ADMIN_ROOT: '/nonexistent', ...options.env },
    stdio: ['ignore', options.onStdout ? 'pipe' : 'ignore', 'inherit'],
  });
  const { onStdout } = options;
  if (onStdout) {
    child.stdout?.setEncoding('utf8');
    child.stdout?.on('data', (text: string) => {
      onStdout(text);
    });
  }
  const base = `http://127.0.0.1:${String(port)}`;
  for (let i = 0; i < 200; i += 1) {
    if (child.exitCode !== null) throw new Error(`server exited with ${String(child.exitCode)}`);
    try {
      const response = await fetch(`${base}/api/app`, { method: 'POST' });
      if (response.ok) return { child, base };
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

export function killHard(server: ServerProcess): Promise<void> {
  return new Promise((resolve) => {
    server.child.once('exit', () => {
      resolve();
    });
    server.child.kill('SIGKILL');
  });
}

export async function stop(server: ServerProcess): Promise<void> {
  if (server.child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    server.child.once('exit', () => {
      resolve();
    });
    server.child.kill('SIGTERM');
  });
}

/** A member transfer against a running server; answers the body code, or -1 when the connection failed. */
export async function transfer(base: string, token: string, amount: string, source: string, target: string): Promise<number> {
  try {
    const response = await fetch(`${base}/api/transfer`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ amount, sourcetype: source, targettype: target }),
    });
    return ((await response.json()) as { code: number }).code;
  } catch {
    return -1;
  }
}
