import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const root = fileURLToPath(new URL('../..', import.meta.url));
const main = join(root, 'apps/server/src/main.ts');
const adminCli = join(root, 'apps/server/src/admin-cli.ts');

export interface TestServer {
  base: string;
  databaseUrl: string;
  /** Runs `npm run admin -- …` against this server's database. */
  admin(...args: string[]): Promise<string>;
  stop(): Promise<void>;
}

export interface ServerOptions {
  /** Extra environment, e.g. `{ CLOCK_OFFSET_MS: '3600000' }`; a `DATABASE_URL` here shares another server's database. */
  env?: Record<string, string>;
}

/** The real server (`src/main.ts`) on a fresh SQLite database, serving the built web app. */
export async function startServer(options: ServerOptions = {}): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'casino-e2e-'));
  const port = 23000 + Math.floor(Math.random() * 2000);
  const env = { ...process.env, DATABASE_URL: `sqlite:${join(dir, 'e2e.db')}`, DATA_DIR: dir, PORT: String(port), HOST: '127.0.0.1', CAPTCHA: 'off', NODE_ENV: 'test', LOG_LEVEL: 'error', ...options.env };
  const databaseUrl = env.DATABASE_URL;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', main], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const base = `http://127.0.0.1:${String(port)}`;
  for (let i = 0; ; i += 1) {
    if (child.exitCode !== null) throw new Error('the server exited at start');
    try {
      if ((await fetch(`${base}/api/app`, { method: 'POST' })).ok) break;
    } catch {
      if (i > 300) throw new Error('the server did not start');
    }
    await sleep(100);
  }
  return {
    base,
    databaseUrl,
    async admin(...args) {
      const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', adminCli, ...args], { cwd: root, env });
      return stdout;
    },
    async stop() {
      await new Promise<void>((resolve) => {
        child.once('exit', () => {
          resolve();
        });
        child.kill('SIGTERM');
      });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
