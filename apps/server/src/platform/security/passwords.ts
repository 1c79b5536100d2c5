import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 64;
/** scrypt's production cost (N); config.ts refuses a lower SCRYPT_N when NODE_ENV=production. */
export const PRODUCTION_SCRYPT_N = 16384;
const params = { N: PRODUCTION_SCRYPT_N, r: 8, p: 1 };

/**
 * Sets the cost of the hashes made from now on (the server and the CLI call it with config.SCRYPT_N; tests
 * lower it). A stored hash records its own parameters, so hashes made at another cost still verify. Answers
 * the cost before, which a run of the CLI inside another process (the tests) puts back when it ends.
 */
export function useScryptCost(N: number): number {
  const before = params.N;
  params.N = N;
  return before;
}

function derive(secret: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(secret.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

/** scrypt hash in the form `scrypt$N$r$p$salt$key` (base64), so parameters can change later. */
export async function hashSecret(secret: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(secret, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Checks a secret against a stored hash in constant time; false for any malformed hash. */
export async function verifySecret(secret: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, keyText] = stored.split('$');
  if (scheme !== 'scrypt' || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, 'base64');
  const key = await derive(secret, Buffer.from(saltText, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

const dummyHashes = new Map<number, Promise<string>>();

/** A hash (at the current cost) to verify against when no one matched, so a missing name costs as long as a wrong password. */
export function dummyHash(): Promise<string> {
  let hash = dummyHashes.get(params.N);
  if (!hash) {
    hash = hashSecret(randomBytes(16).toString('hex'));
    dummyHashes.set(params.N, hash);
  }
  return hash;
}
