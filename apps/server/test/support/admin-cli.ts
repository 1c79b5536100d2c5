import { spawn } from 'node:child_process';
import { inject } from 'vitest';
import { TEST_SCRYPT_N, TEST_SECRET_KEY } from '../../src/config';

/** Runs `npm run admin -- <args>` (compiled, as global-setup.ts builds it) against a database, as an operator would (with the tests' secret key, so the operators it makes sign in at a test app), and collects what it printed. */
export function admin(url: string, ...args: string[]): Promise<{ code: number; out: string; err: string }> {
  return adminWith({}, url, ...args);
}

/** `admin` with more of the environment set (DATA_DIR, say). */
export function adminWith(env: Record<string, string>, url: string, ...args: string[]): Promise<{ code: number; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [inject('serverBuild').cli, ...args], { env: { ...process.env, ...env, DATABASE_URL: url, SECRET_KEY: TEST_SECRET_KEY, SCRYPT_N: String(TEST_SCRYPT_N) }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    // 'close', not 'exit': the process may exit before its output has all been read (a QR code is long).
    child.on('close', (code) => {
      resolve({ code: code ?? -1, out, err });
    });
  });
}
