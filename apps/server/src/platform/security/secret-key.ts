import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SECRET_KEY_BYTES } from './secret-box';

export const SECRET_KEY_FILE = 'secret.key';

/**
 * The key that seals secrets in the database: `SECRET_KEY` (base64) when set, which every instance of a
 * shared PostgreSQL must share; otherwise the key file in DATA_DIR, made once (owner-only) on first use, so
 * `npm start` and `npm run admin` on one machine agree without setup.
 */
export function loadSecretKey(config: { SECRET_KEY: string; DATA_DIR: string }): Buffer {
  if (config.SECRET_KEY !== '') return Buffer.from(config.SECRET_KEY, 'base64');
  const path = join(config.DATA_DIR, SECRET_KEY_FILE);
  try {
    return keyOfFile(path);
  } catch (error) {
    if (!isMissing(error)) throw error;
  }
  mkdirSync(config.DATA_DIR, { recursive: true });
  // Written whole under another name, then linked: a process making it at the same moment finds either no
  // file or the whole key, and the first link wins for both.
  const draft = `${path}.${String(process.pid)}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, randomBytes(SECRET_KEY_BYTES).toString('base64'), { flag: 'wx', mode: 0o600 });
  try {
    linkSync(draft, path);
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  return keyOfFile(path);
}

function keyOfFile(path: string): Buffer {
  const key = Buffer.from(readFileSync(path, 'utf8').trim(), 'base64');
  if (key.length !== SECRET_KEY_BYTES) throw new Error(`${path} holds no ${String(SECRET_KEY_BYTES)}-byte base64 key`);
  return key;
}

const isMissing = (error: unknown) => error instanceof Error && 'code' in error && error.code === 'ENOENT';
