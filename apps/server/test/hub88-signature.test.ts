import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signBody, verifyBody } from '../src/integrations/platforms/hub88/signature';

const keys = () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString() };
};

/** The public test key and one signature of coingaming/Hub88-Examples (priv/public.pub, signatures.csv): Hub88's own vector. */
const HUB88_EXAMPLE_PUBLIC_KEY = `-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAx3IRpSri/9SjA7f9me35
v6LtJzn8drb1vg/UeGaPPFR16KsUOPqbGJ2r1pRPJMedqqbO7Agt/HavWDcQhNZl
c9VrVQcWK/w2HD9PflQYv0oQMiPK5Mut/eIdFOpwwwaRAU4s6WOkJdSmP9F4cfr/
amTZZoY59/t3SZWYjgZ9/LDI2X8S3uLW/JPiH+6dm2bU8ykhxoWwLE/piJxynS73
EzM0tgjHyTUMkarhK9qRVZk581/kzmtJLLBZQl9XrQQcIfQ+zFZj7ijddOptxpxq
Cmq8gQNohB56p34yjVH3uAJAaFvIVg5mEkprrvNVDJwGonHSaaq7AICmzrF6h/r5
dwIDAQAB
-----END PUBLIC KEY-----
`;
const HUB88_EXAMPLE_BODY = '{"game_id":132,"request_uuid":"583c985f-fee6-4c0e-bbf5-308aad6265af","token":"55b7518e-b89e-11e7-81be-58404eea6d16"}';
const HUB88_EXAMPLE_SIGNATURE =
  'Kd+/B1NealiUiv/9cI/0MQuwnLiAMteKFesys/b8Koe9pVP/H7Hw54W99+q1uMGizaXj+nMIzcwerFSlSkMj94uqXHueGFvDKI4YGKqntlj7EvID1B7P+VlS/A5RN4RjghIMR3MGnsJZT43G8tAju+xJCzjzDmgS25IPVIZobabIpct87ReqxYfkqIlqgH/uKkpU0ezG25mmhMa82Umat1eu88dJDCa1NsbX9SF5gtdC+A8pYS/o87s2RWHG5VVYM8awAwxPnwZacyKIEbXS59BcAI6StUm+/sJWvSKKvR6lxCiJyQOWzG1IwN9NxBthp5AfQx23G5aDMnYDkSUsIw==';

describe('Hub88 signatures (RSA-SHA256, PKCS#1 v1.5, base64)', () => {
  const hub88 = keys();
  const other = keys();
  const body = '{"user":"0042","request_uuid":"583c985f-fee6-4c0e-bbf5-308aad6265af","amount":100000}';

  it('verifies what it signed, as bytes or text', () => {
    const signature = signBody(body, hub88.privatePem);
    expect(signature).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    expect(verifyBody(body, signature, hub88.publicPem)).toBe(true);
    expect(verifyBody(Buffer.from(body), signature, hub88.publicPem)).toBe(true);
    // PKCS#1 v1.5 is deterministic: the same bytes, the same signature.
    expect(signBody(Buffer.from(body), hub88.privatePem)).toBe(signature);
  });

  it('verifies Hub88’s published example signature', () => {
    expect(verifyBody(HUB88_EXAMPLE_BODY, HUB88_EXAMPLE_SIGNATURE, HUB88_EXAMPLE_PUBLIC_KEY)).toBe(true);
    expect(verifyBody(HUB88_EXAMPLE_BODY.replace('132', '133'), HUB88_EXAMPLE_SIGNATURE, HUB88_EXAMPLE_PUBLIC_KEY)).toBe(false);
  });

  it('refuses a tampered body, even one byte or a space', () => {
    const signature = signBody(body, hub88.privatePem);
    expect(verifyBody(body.replace('100000', '100001'), signature, hub88.publicPem)).toBe(false);
    expect(verifyBody(body.replace(',', ', '), signature, hub88.publicPem)).toBe(false);
  });

  it('refuses a signature by another key', () => {
    expect(verifyBody(body, signBody(body, other.privatePem), hub88.publicPem)).toBe(false);
  });

  it('answers false, never throws, for garbage', () => {
    for (const garbage of [undefined, '', 'not base64!', '====', 'AAAA', signBody(body, hub88.privatePem).slice(0, 40)]) {
      expect(verifyBody(body, garbage, hub88.publicPem)).toBe(false);
    }
    expect(verifyBody(body, signBody(body, hub88.privatePem), 'not a key')).toBe(false);
  });
});
