import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets the server must read back (an operator's TOTP secret) kept sealed in the database with a key kept
 * outside it, so a copy of the database or a backup does not give them away. AES-256-GCM, each sealed text
 * bound to what it belongs to (`context`), so one row's sealed text cannot be copied into another's.
 */
export interface SecretBox {
  seal(plain: string, context: string): string;
  /** The plain text, or undefined when the text was not sealed with this key for this context. */
  open(sealed: string, context: string): string | undefined;
  /**
   * A keyed digest (HMAC-SHA-256, hex) of a secret the server only ever compares (an operator's recovery codes):
   * the same text and context always give the same digest, and without the key it cannot be guessed from it.
   */
  digest(plain: string, context: string): string;
}

export const SECRET_KEY_BYTES = 32;
const VERSION = 'v1';
const IV_BYTES = 12;

export function isSealed(text: string): boolean {
  return text.startsWith(`${VERSION}.`);
}

export function secretBox(key: Buffer): SecretBox {
  if (key.length !== SECRET_KEY_BYTES) throw new Error(`the secret key must be ${String(SECRET_KEY_BYTES)} bytes`);
  // The digests' own key, derived from the sealing key, so the one key is never used for two purposes.
  const digestKey = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'casino digest v1', SECRET_KEY_BYTES));
  return {
    digest(plain, context) {
      return createHmac('sha256', digestKey).update(context, 'utf8').update('\u0000').update(plain, 'utf8').digest('hex');
    },
    seal(plain, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv.toString('base64url'), body.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
    },
    open(sealed, context) {
      const [version, iv, body, tag, ...rest] = sealed.split('.');
      if (version !== VERSION || iv === undefined || body === undefined || tag === undefined || rest.length > 0) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return undefined;
      }
    },
  };
}
