import { createHash, createPublicKey, sign, timingSafeEqual, verify, type KeyObject } from 'node:crypto';

/**
 * EPay (易支付) signatures, used by our merchant side and by the gateway simulator alike
 * (docs/protocols/epay.md §2 for MD5, §6.3 for RSA).
 */
export type EpayParams = Readonly<Record<string, string | undefined>>;

/**
 * The string both signatures are computed over: every parameter except `sign` and `sign_type`, without empty,
 * missing or whitespace-only values (G-new's rule; G-mid keeps whitespace, so nobody should send it), sorted by
 * key in ASCII order, joined as `k=v&k=v` with the raw (not URL-encoded) values.
 */
export function epaySignContent(params: EpayParams): string {
  return Object.keys(params)
    .filter((key) => key !== 'sign' && key !== 'sign_type')
    .filter((key) => {
      const value = params[key];
      return value !== undefined && value.trim() !== '';
    })
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map((key) => `${key}=${params[key] ?? ''}`)
    .join('&');
}

/** V1: lowercase hex MD5 of the UTF-8 bytes of the content followed directly by the key (no `&key=`). */
export function epayMd5Sign(params: EpayParams, key: string): string {
  return createHash('md5').update(epaySignContent(params) + key, 'utf8').digest('hex');
}

/** Whether `params.sign` is exactly (lowercase, as the gateway compares with ===) the MD5 signature of the other parameters; compared in constant time. */
export function epayMd5Verify(params: EpayParams, key: string): boolean {
  const received = params.sign;
  if (received === undefined) return false;
  const expected = Buffer.from(epayMd5Sign(params, key), 'utf8');
  const given = Buffer.from(received, 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** V2: base64 SHA256withRSA (PKCS#1 v1.5) over the same content, by the signer's private key. */
export function epayRsaSign(params: EpayParams, privateKey: KeyObject): string {
  return sign('sha256', Buffer.from(epaySignContent(params), 'utf8'), privateKey).toString('base64');
}

/** Whether `params.sign` is the RSA signature of the other parameters by the holder of `publicKey`; false (never a throw) for anything malformed. */
export function epayRsaVerify(params: EpayParams, publicKey: KeyObject): boolean {
  const received = params.sign?.trim();
  if (received === undefined || !BASE64.test(received)) return false;
  try {
    const key = publicKey.type === 'private' ? createPublicKey(publicKey) : publicKey;
    return verify('sha256', Buffer.from(epaySignContent(params), 'utf8'), key, Buffer.from(received, 'base64'));
  } catch {
    return false;
  }
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
