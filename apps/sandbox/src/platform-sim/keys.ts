import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The simulator's keys, and the files the operator's side is connected with. */
export interface SimKeys {
  /** Signs the simulator's wallet calls. */
  hub88PrivateKey: KeyObject;
  /** Verifies the operator's games API calls. */
  operatorPublicKey: KeyObject;
  /** The file the operator gives `platform:connect --hub88-public-key`. */
  hub88PublicKeyFile: string;
  /** The file the operator gives `platform:connect --private-key`, when the simulator made the operator's pair; else undefined (the operator has its own). */
  operatorPrivateKeyFile: string | undefined;
}

/** An RSA pair written into `dir` as <name>-private.pem (owner-only) and <name>-public.pem. */
function writePair(dir: string, name: string): void {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  writeFileSync(join(dir, `${name}-private.pem`), privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
  writeFileSync(join(dir, `${name}-public.pem`), publicKey.export({ type: 'spki', format: 'pem' }));
}

/**
 * The keys from the files given, else from `dataDir`, where the first start generates them: the simulator's
 * "Hub88" pair and, unless the operator's public key is given, an operator pair for a local server to connect with.
 */
export function loadOrCreateKeys(dataDir: string, files: { hub88PrivateKey?: string | undefined; operatorPublicKey?: string | undefined }): SimKeys {
  mkdirSync(dataDir, { recursive: true });
  const hub88PublicKeyFile = join(dataDir, 'hub88-public.pem');
  let hub88PrivateKey: KeyObject;
  if (files.hub88PrivateKey !== undefined) {
    hub88PrivateKey = createPrivateKey(readFileSync(files.hub88PrivateKey, 'utf8'));
    // The operator is given the public half: written beside the simulator's data, derived from the key given.
    writeFileSync(hub88PublicKeyFile, createPublicKey(hub88PrivateKey).export({ type: 'spki', format: 'pem' }));
  } else {
    if (!existsSync(join(dataDir, 'hub88-private.pem'))) writePair(dataDir, 'hub88');
    hub88PrivateKey = createPrivateKey(readFileSync(join(dataDir, 'hub88-private.pem'), 'utf8'));
  }
  if (files.operatorPublicKey !== undefined) {
    return { hub88PrivateKey, operatorPublicKey: createPublicKey(readFileSync(files.operatorPublicKey, 'utf8')), hub88PublicKeyFile, operatorPrivateKeyFile: undefined };
  }
  if (!existsSync(join(dataDir, 'operator-public.pem'))) writePair(dataDir, 'operator');
  return {
    hub88PrivateKey,
    operatorPublicKey: createPublicKey(readFileSync(join(dataDir, 'operator-public.pem'), 'utf8')),
    hub88PublicKeyFile,
    operatorPrivateKeyFile: join(dataDir, 'operator-private.pem'),
  };
}
