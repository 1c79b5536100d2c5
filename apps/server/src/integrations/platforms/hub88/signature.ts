import { createPrivateKey, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';

/**
 * Hub88's request signature (X-Hub88-Signature): RSASSA-PKCS1-v1_5 with SHA-256 over the exact bytes of the
 * body, in standard base64 on one line (docs.hub88.io, Operator API → Wallet API; coingaming/Hub88-Examples).
 */
export function signBody(body: Buffer | string, privateKeyPem: string | KeyObject): string {
  const key = typeof privateKeyPem === 'string' ? createPrivateKey(privateKeyPem) : privateKeyPem;
  return sign('sha256', bytesOf(body), key).toString('base64');
}

/** Whether `signature` is the signature of exactly these bytes by the key's owner; false (never a throw) for anything malformed. */
export function verifyBody(body: Buffer | string, signature: string | undefined, publicKeyPem: string | KeyObject): boolean {
  if (signature === undefined || !BASE64.test(signature.trim())) return false;
  try {
    const key = typeof publicKeyPem === 'string' ? createPublicKey(publicKeyPem) : publicKeyPem;
    return verify('sha256', bytesOf(body), key, Buffer.from(signature.trim(), 'base64'));
  } catch {
    return false;
  }
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

const bytesOf = (body: Buffer | string) => (typeof body === 'string' ? Buffer.from(body, 'utf8') : body);
