import type { ParsedRequestOf } from '@casino/contract/call';
import type { loginPc } from '@casino/contract/calls/auth';
import { CODES } from '@casino/contract/codes';
import { MSG } from '@casino/contract/messages';
import { accountBlockMessage, checkLogin } from '@casino/contract/rules/login';
import type { Kysely } from 'kysely';
import type { Tables } from '../../platform/db/schema';
import { assertValid, BusinessError } from '../../kernel/errors';
import { findMemberByName } from '../../kernel/member-lookup';
import { reserveLoginAttempt } from '../../platform/security/login-guard';
import { dummyHash, verifySecret } from '../../platform/security/passwords';
import type { RateLimiter } from '../../platform/security/rate-limit';
import { consumeCaptcha } from './captcha';
import { loggedInFrom, recordLogin, type LoginClient } from './login-record';

/**
 * A member's login by name and password (and captcha when captchas are on), within the login guard's budgets;
 * a blocked or disabled member is refused with its message. Records the login and answers the member.
 */
export async function logIn(db: Kysely<Tables>, limiter: RateLimiter, input: ParsedRequestOf<typeof loginPc>, client: LoginClient, now: number, captchaOn: boolean) {
  assertValid(checkLogin(input));
  // The captcha first: a request without a solved one spends none of the name's or the address's budget.
  if (captchaOn) await consumeCaptcha(db, input.captcha_id, input.code, now);
  const username = (input.name ?? '').trim();
  const member = await findMemberByName(db, username);
  const trusted = member !== undefined && member.last_login_ip === client.ip;
  const knownDevice = member !== undefined && client.deviceId !== undefined && (await loggedInFrom(db, member.id, client.deviceId)) ? client.deviceId : undefined;
  const attempt = await reserveLoginAttempt(limiter, { scope: 'login', name: username, ip: client.ip, trusted, knownDevice }, now);
  if (!attempt.allowed) throw new BusinessError(MSG.tooManyLoginAttempts, CODES.tooManyRequests);

  const passwordOk = await verifySecret(input.password ?? '', member?.password_hash ?? (await dummyHash()));
  if (!member || !passwordOk) throw new BusinessError(MSG.wrongCredentials, CODES.wrongPassword);
  const blocked = accountBlockMessage(member);
  if (blocked) throw new BusinessError(blocked, CODES.forbidden);

  await attempt.succeeded();
  await db.updateTable('member').set({ last_login_at: now, last_login_ip: client.ip }).where('id', '=', member.id).execute();
  await recordLogin(db, member.id, client, now);
  return member;
}
