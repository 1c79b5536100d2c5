import type { ParsedRequestOf } from '@casino/contract/call';
import type { register } from '@casino/contract/calls/auth';
import { CODES } from '@casino/contract/codes';
import { MSG } from '@casino/contract/messages';
import { checkRegister, checkRegisterCaptcha } from '@casino/contract/rules/register';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../platform/db/dialect';
import type { Tables } from '../../platform/db/schema';
import { assertValid, BusinessError } from '../../kernel/errors';
import { entryVipTier, findMemberByName, resolveReferrer } from '../../kernel/member-lookup';
import { hashSecret } from '../../platform/security/passwords';
import { LIMITS, type RateLimiter } from '../../platform/security/rate-limit';
import { consumeCaptcha } from './captcha';
import { recordLogin, type LoginClient } from './login-record';

/**
 * Creates a member account from the register form (its captcha too when captchas are on), within the address's
 * registration budget, and records it as the member's first login. Answers the new member's id.
 */
export async function registerMember(
  db: Kysely<Tables>,
  limiter: RateLimiter,
  input: ParsedRequestOf<typeof register>,
  client: LoginClient,
  now: number,
  captchaOn: boolean,
): Promise<number> {
  assertValid(checkRegister(input));
  // The captcha first: a request without a solved one spends nothing of the address's budget.
  if (captchaOn) {
    assertValid(checkRegisterCaptcha(input.code));
    await consumeCaptcha(db, input.captcha_id, input.code, now);
  }
  // Counted before the account is created, so registrations sent together cannot pass the limit.
  if (!(await limiter.take(`register:ip:${client.ip}`, LIMITS.registrationsPerIp, now))) {
    throw new BusinessError(MSG.tooManyRequests, CODES.tooManyRequests);
  }
  const username = (input.name ?? '').trim();
  if (await findMemberByName(db, username)) throw new BusinessError(MSG.usernameTaken, CODES.usernameTaken);

  const [passwordHash, payPasswordHash, referrerId, vip] = await Promise.all([
    hashSecret(input.password ?? ''),
    hashSecret(input.paypassword ?? ''),
    resolveReferrer(db, input.pid),
    entryVipTier(db),
  ]);
  let memberId: number;
  try {
    const row = await db
      .insertInto('member')
      .values({
        username,
        username_key: username.toLowerCase(),
        password_hash: passwordHash,
        pay_password_hash: payPasswordHash,
        realname: (input.realname ?? '').trim(),
        vip,
        referrer_id: referrerId,
        created_at: now,
        last_login_at: now,
        last_login_ip: client.ip,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    memberId = row.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw new BusinessError(MSG.usernameTaken, CODES.usernameTaken);
    throw error;
  }
  await recordLogin(db, memberId, client, now);
  return memberId;
}
