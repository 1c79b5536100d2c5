import { CODES } from '@casino/contract/codes';
import { MSG } from '@casino/contract/messages';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/schema';
import { BusinessError } from '../../http/business-error';
import { verifySecret } from '../../security/passwords';
import { LIMITS, RateLimiter } from './rate-limit';
import type { Member } from '../../security/sessions';

/** Checks a member's pay password; 5 wrong tries in 15 minutes lock it for the rest of the window. */
export async function assertPayPassword(db: Kysely<Tables>, member: Member, password: string, now: number): Promise<void> {
  const limiter = new RateLimiter(db);
  const key = `paypass:member:${String(member.id)}`;
  if (await limiter.exceeded(key, LIMITS.payPasswordFailuresPerMember, now)) {
    throw new BusinessError(MSG.tooManyPayPasswordAttempts, CODES.tooManyRequests);
  }
  if (!(await verifySecret(password, member.pay_password_hash))) {
    await limiter.hit(key, LIMITS.payPasswordFailuresPerMember, now);
    throw new BusinessError(MSG.payPasswordWrong, CODES.payPasswordWrong);
  }
}
