import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { inject } from 'vitest';
import { auditWriter } from '../../apps/server/src/kernel/audit-log';
import { TEST_SCRYPT_N, TEST_SECRET_KEY } from '../../apps/server/src/platform/config/config';
import { openDatabase } from '../../apps/server/src/platform/db/database';
import { createOperator } from '../../apps/server/src/modules/operators/operators';
import { openAdminSession } from '../../apps/server/src/modules/operators/sessions';
import { secretBox } from '../../apps/server/src/platform/security/secret-box';
import { freePort } from '../../apps/server/test/support/free-port';

export interface TestServer {
  base: string;
  databaseUrl: string;
  /** Runs `npm run admin -- …` (compiled) against this server's database, signed in as an owner made for it. */
  admin(...args: string[]): Promise<string>;
  stop(): Promise<void>;
}

export interface ServerOptions {
  /** Extra environment, e.g. `{ CLOCK_OFFSET_MS: '3600000' }`; a `DATABASE_URL` here shares another server's database. */
  env?: Record<string, string>;
}

/**
 * An owner for the command line and a session of theirs, as `npm run admin -- login` opens one (made with the
 * CLI's own code in-process: `login` itself is proved by the server's CLI tests).
 */
async function cliOwnerSession(databaseUrl: string, name: string): Promise<string> {
  const database = openDatabase(databaseUrl);
  try {
    const now = Date.now();
    const { id } = await createOperator(database, secretBox(Buffer.from(TEST_SECRET_KEY, 'base64')), name, 'owner', now, auditWriter({ adminId: null, name: 'cli:e2e', ip: 'cli' }, 'admin:create', now));
    return await openAdminSession(database.db, id, now);
  } finally {
    await database.close();
  }
}

/**
 * The real server, compiled as `npm start` runs it, serving the built web app and console: on a copy of the
 * run's seeded database, or on a new one it seeds itself when its clock is moved (the demo content is dated
 * by the server's clock).
 */
export async function startServer(options: ServerOptions = {}): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'casino-e2e-'));
  const file = join(dir, 'e2e.db');
  if (!options.env?.CLOCK_OFFSET_MS && !options.env?.DATABASE_URL) copyFileSync(inject('e2eTemplate'), file);
  // As npm start: the demo's slot platforms play through the Hub88 simulator inside the server, its keys kept in the data directory.
  cpSync(inject('e2eSimKeys'), join(dir, 'platform-sim'), { recursive: true });
  // And the demo's channels 5 and 6 pay through the EPay simulator inside it.
  cpSync(inject('e2eGatewayKeys'), join(dir, 'gateway-sim'), { recursive: true });
  const port = await freePort();
  const env = {
    ...process.env,
    DATABASE_URL: `sqlite:${file}`,
    DATA_DIR: dir,
    PORT: String(port),
    HOST: '127.0.0.1',
    CAPTCHA: 'off',
    NODE_ENV: 'test',
    LOG_LEVEL: 'error',
    SECRET_KEY: TEST_SECRET_KEY,
    SCRYPT_N: String(TEST_SCRYPT_N),
    DEMO_PLATFORM_SIM: 'on',
    DEMO_GATEWAY_SIM: 'on',
    ...options.env,
  };
  const databaseUrl = env.DATABASE_URL;
  const { server, cli } = inject('e2eBuild');
  const child: ChildProcess = spawn(process.execPath, [server], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const base = `http://127.0.0.1:${String(port)}`;
  for (let i = 0; ; i += 1) {
    if (child.exitCode !== null) throw new Error('the server exited at start');
    try {
      if ((await fetch(`${base}/api/app`, { method: 'POST' })).ok) break;
    } catch {
      if (i > 300) throw new Error('the server did not start');
    }
    await sleep(50);
  }
  let ownerToken: Promise<string> | undefined;
  return {
    base,
    databaseUrl,
    async admin(...args) {
      // One owner per server: servers sharing a database each make their own.
      ownerToken ??= cliOwnerSession(databaseUrl, `e2e-cli-${String(port)}`);
      const { stdout } = await promisify(execFile)(process.execPath, [cli, ...args], { env: { ...env, ADMIN_TOKEN: await ownerToken } });
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
