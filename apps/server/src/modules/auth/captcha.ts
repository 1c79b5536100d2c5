import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import svgCaptcha from 'svg-captcha';
import { CODES } from '@casino/contract/codes';
import { MSG } from '@casino/contract/messages';
import type { Tables } from '../../platform/db/schema';
import { BusinessError } from '../../kernel/errors';
import { LIMITS, type RateLimiter } from '../../platform/security/rate-limit';
import { randomId } from '../../platform/security/tokens';

export const CAPTCHA_TTL_MS = 5 * 60_000;

// svg-captcha's default export renders a given text; its typings only declare the named helpers.
interface RenderOptions {
  width: number;
  height: number;
  fontSize: number;
  noise: number;
  color: boolean;
  background: string;
}
const renderCaptcha = svgCaptcha as unknown as (text: string, options: RenderOptions) => string;

// No look-alikes (0/O, 1/l/I).
const LETTERS = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ';
const DIGITS = '23456789';

/** Four characters, always letters and digits mixed (the register rule wants both). */
function captchaText(): string {
  const pick = (alphabet: string) => alphabet.charAt(randomInt(alphabet.length));
  const chars = [pick(LETTERS), pick(DIGITS), pick(LETTERS + DIGITS), pick(LETTERS + DIGITS)];
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] ?? '', chars[i] ?? ''];
  }
  return chars.join('');
}

export interface IssuedCaptcha {
  id: string;
  image: string;
  expires_in: number;
}

/** A new captcha for an address, within its budget of captchas (LIMITS.captchasPerIp). */
export async function issueCaptchaTo(db: Kysely<Tables>, limiter: RateLimiter, ip: string, now: number): Promise<IssuedCaptcha> {
  if ((await limiter.hit(`captcha:ip:${ip}`, LIMITS.captchasPerIp, now)) > LIMITS.captchasPerIp.limit) {
    throw new BusinessError(MSG.tooManyRequests, CODES.tooManyRequests);
  }
  return issueCaptcha(db, now);
}

async function issueCaptcha(db: Kysely<Tables>, now: number): Promise<IssuedCaptcha> {
  const text = captchaText();
  const svg = renderCaptcha(text, { width: 120, height: 44, fontSize: 48, noise: 2, color: true, background: '#f2f4f8' });
  const id = randomId();
  await db.deleteFrom('captcha').where('expires_at', '<', now).execute();
  await db.insertInto('captcha').values({ id, answer: text.toLowerCase(), expires_at: now + CAPTCHA_TTL_MS }).execute();
  return { id, image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`, expires_in: CAPTCHA_TTL_MS / 1000 };
}

/**
 * Checks an answer once: the captcha is deleted whatever the outcome, so it cannot be tried twice.
 * Case-insensitive. Throws 验证码错误！ or the expiry message.
 */
export async function consumeCaptcha(db: Kysely<Tables>, id: string | undefined, code: string | undefined, now: number): Promise<void> {
  if (!id) throw new BusinessError(MSG.captchaWrong);
  const row = await db.deleteFrom('captcha').where('id', '=', id).returning(['answer', 'expires_at']).executeTakeFirst();
  if (!row || row.expires_at < now) throw new BusinessError(row ? MSG.captchaExpired : MSG.captchaWrong);
  if ((code ?? '').trim().toLowerCase() !== row.answer) throw new BusinessError(MSG.captchaWrong);
}
