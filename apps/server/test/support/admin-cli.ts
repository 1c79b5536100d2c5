import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { inject } from 'vitest';
import { auditWriter } from '../../src/kernel/audit-log';
import { runAdminCli } from '../../src/cli/run';
import { TEST_SCRYPT_N, TEST_SECRET_KEY } from '../../src/platform/config/config';
import { openDatabase } from '../../src/platform/db/database';
import { createOperator } from '../../src/modules/operators/operators';
import { openAdminSession } from '../../src/modules/operators/sessions';
import { secretBox } from '../../src/platform/security/secret-box';

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
 * Runs `npm run admin -- <args>` in this process (cli/run.ts, the function the compiled CLI calls) against a
 * database as a signed-in owner would (with the tests' secret key, so the operators it makes sign in at a
 * test app), and collects what it printed.
 */
export async function admin(url: string, ...args: string[]): Promise<CliRun> {
  return adminWith({ env: { ADMIN_TOKEN: await ownerToken(url) } }, url, ...args);
}

/** `admin` through the compiled CLI (apps/server/dist-test/admin-cli.js, as global-setup.ts builds it) in a process of its own, as an operator runs it. */
export async function compiledAdmin(url: string, ...args: string[]): Promise<CliRun> {
  return compiledAdminWith({ env: { ADMIN_TOKEN: await ownerToken(url) } }, url, ...args);
}

export interface CliOptions {
  /** More of the environment (DATA_DIR, ADMIN_TOKEN, ADMIN_SESSION_FILE); no ADMIN_TOKEN and no session unless given here. */
  env?: Record<string, string>;
  /** What is typed on standard input (not a terminal). */
  input?: string;
}

/** The environment of a run: this process's, without its ADMIN_TOKEN, with the options' and the database's. */
function cliEnv(env: Record<string, string>, url: string): Record<string, string | undefined> {
  const base = { ...process.env };
  delete base.ADMIN_TOKEN;
  return { ...base, ADMIN_SESSION_FILE: NO_SESSION_FILE, ...env, DATABASE_URL: url, SECRET_KEY: TEST_SECRET_KEY, SCRYPT_N: String(TEST_SCRYPT_N) };
}

/** What a run prints to one of its outputs, kept as text. */
function collected(): { write(text: string): boolean; text(): string } {
  let text = '';
  return {
    write: (chunk: string) => {
      text += chunk;
      return true;
    },
    text: () => text,
  };
}

/** `admin` as somebody not signed in, or as `options` say (in this process; `compiledAdminWith` for the compiled CLI). */
export async function adminWith({ env = {}, input = '' }: CliOptions, url: string, ...args: string[]): Promise<CliRun> {
  const stdout = collected();
  const stderr = collected();
  // Standard input as a pipe gives it: not a terminal, the input, then its end.
  const code = await runAdminCli(args, { env: cliEnv(env, url), stdin: Readable.from([input]), stdout, stderr });
  return { code, out: stdout.text(), err: stderr.text() };
}

/** `adminWith` through the compiled CLI in a process of its own: its exit code, its standard input piped, its output as it wrote it. */
export function compiledAdminWith({ env = {}, input = '' }: CliOptions, url: string, ...args: string[]): Promise<CliRun> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [inject('serverBuild').cli, ...args], { env: cliEnv(env, url), stdio: ['pipe', 'pipe', 'pipe'] });
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
