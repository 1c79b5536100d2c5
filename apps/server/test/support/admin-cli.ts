import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { auditWriter } from '../../src/audit/audit-log';
import { TEST_SCRYPT_N, TEST_SECRET_KEY } from '../../src/config';
import { openDatabase } from '../../src/db/database';
import { createOperator } from '../../src/modules/operators/operators';
import { openAdminSession } from '../../src/modules/operators/sessions';
import { secretBox } from '../../src/security/secret-box';

export interface CliRun {
  code: number;
  out: string;
  err: string;
}

/** The owner each database's CLI runs as, made once per database. */
export const CLI_OWNER = 'cliowner';

/** A session file nobody writes: a run signs in only with its own ADMIN_SESSION_FILE, never in the user's home. */
const NO_SESSION_FILE = join(mkdtempSync(join(tmpdir(), 'cli-session-')), 'none');

const ownerTokens = new Map<string, Promise<string>>();

/** A session of CLI_OWNER on the database, as `npm run admin -- login` opens one (that command is proved in admin-cli-sign-in.test.ts). */
function ownerToken(url: string): Promise<string> {
  let token = ownerTokens.get(url);
  if (token === undefined) {
    token = (async () => {
      const database = openDatabase(url);
      try {
        const now = Date.now();
        const { id } = await createOperator(database, secretBox(Buffer.from(TEST_SECRET_KEY, 'base64')), CLI_OWNER, 'owner', now, auditWriter({ adminId: null, name: 'cli:test', ip: 'cli' }, 'admin:create', now));
        return await openAdminSession(database.db, id, now);
      } finally {
        await database.close();
      }
    })();
    ownerTokens.set(url, token);
  }
  return token;
}

/**
 * Runs `npm run admin -- <args>` (compiled, as global-setup.ts builds it) against a database as a signed-in owner
 * would (with the tests' secret key, so the operators it makes sign in at a test app), and collects what it printed.
 */
export async function admin(url: string, ...args: string[]): Promise<CliRun> {
  return adminWith({ env: { ADMIN_TOKEN: await ownerToken(url) } }, url, ...args);
}

export interface CliOptions {
  /** More of the environment (DATA_DIR, ADMIN_TOKEN, ADMIN_SESSION_FILE); no ADMIN_TOKEN and no session unless given here. */
  env?: Record<string, string>;
  /** What is typed on standard input (not a terminal). */
  input?: string;
}

/** `admin` as somebody not signed in, or as `options` say. */
export function adminWith({ env = {}, input = '' }: CliOptions, url: string, ...args: string[]): Promise<CliRun> {
  return new Promise((resolve) => {
    const base = { ...process.env };
    delete base.ADMIN_TOKEN;
    const child = spawn(process.execPath, [inject('serverBuild').cli, ...args], {
      env: { ...base, ADMIN_SESSION_FILE: NO_SESSION_FILE, ...env, DATABASE_URL: url, SECRET_KEY: TEST_SECRET_KEY, SCRYPT_N: String(TEST_SCRYPT_N) },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.stdin.end(input);
    // 'close', not 'exit': the process may exit before its output has all been read (a QR code is long).
    child.on('close', (code) => {
      resolve({ code: code ?? -1, out, err });
    });
  });
}
