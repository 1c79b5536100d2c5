import { CODES } from '@casino/contract/codes';
import { MSG } from '@casino/contract/messages';
import type { Kysely } from 'kysely';
import type { Tables } from '../db/schema';
import { BusinessError } from '../../kernel/errors';
import { oneAtATime } from './one-at-a-time';
import { verifySecret } from './passwords';
import { LIMITS, RateLimiter, type Limit } from './rate-limit';
import type { Member } from './sessions';

/**
 * Checks a member's pay password against one budget shared by every call that takes it (withdraw,
 * bindcard, delcard, editPayPassword): 5 wrong tries in 15 minutes lock it for the rest of the window.
 */
export async function assertPayPassword(db: Kysely<Tables>, member: Member, password: string, now: number): Promise<void> {
  const { pay_password_hash: hash } = await db.selectFrom('member').select('pay_password_hash').where('id', '=', member.id).executeTakeFirstOrThrow();
  await assertSecret(db, `paypass:member:${String(member.id)}`, LIMITS.payPasswordFailuresPerMember, password, hash, now, {
    tooMany: MSG.tooManyPayPasswordAttempts,
    wrong: [MSG.payPasswordWrong, CODES.payPasswordWrong],
  });
}

/** The same for the login password where a member changes it (editPassword): its own budget of 5. */
export async function assertLoginPassword(db: Kysely<Tables>, member: Member, password: string, now: number): Promise<void> {
  const { password_hash: hash } = await db.selectFrom('member').select('password_hash').where('id', '=', member.id).executeTakeFirstOrThrow();
  await assertSecret(db, `password:member:${String(member.id)}`, LIMITS.passwordFailuresPerMember, password, hash, now, {
    tooMany: MSG.tooManyPasswordAttempts,
    wrong: [MSG.oldPasswordWrong, CODES.oldPasswordWrong],
  });
}

/**
 * The try is taken from the budget before the check and given back when the secret is right, so parallel
 * guesses cannot all be checked. This process checks one member's tries one at a time: parallel right
 * passwords (a double tap, a script) then never hold the budget at once, so a right one is never refused as
 * too many wrong ones (issue #28).
 */
async function assertSecret(
  db: Kysely<Tables>,
  key: string,
  limit: Limit,
  secret: string,
  hash: string,
  now: number,
  messages: { tooMany: string; wrong: [string, number] },
): Promise<void> {
  const limiter = new RateLimiter(db);
  await oneAtATime(key, async () => {
    if (!(await limiter.take(key, limit, now))) throw new BusinessError(messages.tooMany, CODES.tooManyRequests);
    if (!(await verifySecret(secret, hash))) throw new BusinessError(...messages.wrong);
    await limiter.release(key, limit, now);
  });
}
