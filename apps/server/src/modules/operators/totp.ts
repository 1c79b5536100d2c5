import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as every authenticator app reads it: HMAC-SHA-1, 6 digits, 30-second steps. */
const PERIOD_S = 30;
const ISSUER = 'Casino Admin';

function totpOf(secret: string, name: string): TOTP {
  return new TOTP({ issuer: ISSUER, label: name, algorithm: 'SHA1', digits: 6, period: PERIOD_S, secret: Secret.fromBase32(secret) });
}

/** A new secret: 160 random bits (RFC 4226's recommended length), base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://totp/…` URI an authenticator app scans. */
export function totpUri(secret: string, name: string): string {
  return totpOf(secret, name).toString();
}

/**
 * The time step a code belongs to when it is right at `now` or one step before or after (clock drift),
 * undefined when it is wrong. The caller refuses a step already used.
 */
export function acceptedStep(secret: string, code: string, now: number): number | undefined {
  const delta = totpOf(secret, '').validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? undefined : Math.floor(now / 1000 / PERIOD_S) + delta;
}
