import { createPrivateKey, createPublicKey, generateKeyPairSync, randomInt, type KeyObject } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The simulated gateway's secrets in its data directory, and the files a merchant is connected with. */
export interface EpaySimKeys {
  /** The merchant's V1 MD5 key. */
  md5Key: string;
  /** The file `gateway:connect --key-file` reads: the MD5 key alone. */
  md5KeyFile: string;
  /** Signs the gateway's V2 answers. */
  platformPrivateKey: KeyObject;
  /** The file `--gateway-public-key` reads. */
  platformPublicKeyFile: string;
  /** Verifies the merchant's V2 calls. */
  merchantPublicKey: KeyObject;
  /** The file `--private-key` reads: the merchant's pair, made here for a local server. */
  merchantPrivateKeyFile: string;
}

const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A merchant key as EPay makes them: 32 letters and digits. */
export const randomMd5Key = () => Array.from({ length: 32 }, () => KEY_ALPHABET.charAt(randomInt(KEY_ALPHABET.length))).join('');

/** An RSA pair in `dir` as <name>-private.pem (PKCS#8, owner-only) and <name>-public.pem (SPKI), made at the first start. */
function keepPair(dir: string, name: string): { privateKey: KeyObject; publicKey: KeyObject; privateFile: string; publicFile: string } {
  const privateFile = join(dir, `${name}-private.pem`);
  const publicFile = join(dir, `${name}-public.pem`);
  if (!existsSync(privateFile)) {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    writeFileSync(privateFile, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
    writeFileSync(publicFile, publicKey.export({ type: 'spki', format: 'pem' }));
  }
  const privateKey = createPrivateKey(readFileSync(privateFile, 'utf8'));
  return { privateKey, publicKey: createPublicKey(privateKey), privateFile, publicFile };
}

/**
 * The keys kept in `dataDir`, made at the first start: the MD5 key (the one given, else the one kept, else a new one),
 * the gateway's ("platform") RSA pair and a merchant RSA pair for a local server to connect with.
 */
export function loadOrCreateEpaySimKeys(dataDir: string, md5Key?: string): EpaySimKeys {
  mkdirSync(dataDir, { recursive: true });
  const md5KeyFile = join(dataDir, 'merchant-md5-key.txt');
  const key = md5Key ?? (existsSync(md5KeyFile) ? readFileSync(md5KeyFile, 'utf8').trim() : randomMd5Key());
  writeFileSync(md5KeyFile, `${key}\n`, { mode: 0o600 });
  const platform = keepPair(dataDir, 'gateway');
  const merchant = keepPair(dataDir, 'merchant');
  return {
    md5Key: key,
    md5KeyFile,
    platformPrivateKey: platform.privateKey,
    platformPublicKeyFile: platform.publicFile,
    merchantPublicKey: merchant.publicKey,
    merchantPrivateKeyFile: merchant.privateFile,
  };
}
