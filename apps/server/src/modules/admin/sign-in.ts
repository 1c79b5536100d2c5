import { isAdminRole, type AdminRole } from '@casino/contract/admin-roles';
import { CODES } from '@casino/contract/codes';
import { MSG } from '@casino/contract/messages';
import { checkAdminLogin, type AdminLoginFields } from '@casino/contract/rules/admin-login';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/schema';
import { assertValid, BusinessError } from '../../http/business-error';
import { DUMMY_HASH, verifySecret } from '../../security/passwords';
import { reserveLoginAttempt } from '../auth/login-guard';
import type { RateLimiter } from '../auth/rate-limit';
import { openAdminSession } from './sessions';
import { acceptedStep } from './totp';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * An operator's sign-in: name, password and TOTP code. Guessing is limited as for members (login-guard.ts),
 * per name and address, with the operator's last sign-in address kept open, so a stranger's guesses never
 * lock out the operator at their desk. A wrong password and a wrong code get the same answer; an account
 * without a secret or disabled is said so only after both were right. A code's time step is stored on use
 * by a conditional update, so the same code sent twice (in parallel too) opens one session.
 */
export async function signInAdmin(
  db: Kysely<Tables>,
  limiter: RateLimiter,
  input: AdminLoginFields,
  ip: string,
  now: number,
): Promise<{ token: string; name: string; role: AdminRole }> {
  assertValid(checkAdminLogin(input));
  const name = text(input.name);
  const user = await db.selectFrom('admin_user').selectAll().where('name', '=', name).executeTakeFirst();
  const trusted = user !== undefined && user.last_login_ip === ip;
  const attempt = await reserveLoginAttempt(limiter, { scope: 'admin-login', name, ip, trusted }, now);
  if (!attempt.allowed) throw new BusinessError(MSG.tooManyLoginAttempts, CODES.tooManyRequests);
  const passwordRight = await verifySecret(text(input.password), user?.password_hash ?? DUMMY_HASH);
  if (!user || !passwordRight) throw new BusinessError(MSG.adminWrongCredentials, CODES.wrongPassword);
  if (user.totp_secret === null) throw new BusinessError(MSG.adminTotpMissing, CODES.forbidden);
  const step = acceptedStep(user.totp_secret, text(input.code), now);
  if (step === undefined) throw new BusinessError(MSG.adminWrongCredentials, CODES.wrongPassword);
  if (user.disabled_at !== null || !isAdminRole(user.role)) throw new BusinessError(MSG.adminDisabled, CODES.forbidden);

  const used = await db
    .updateTable('admin_user')
    .set({ totp_last_step: step, last_login_ip: ip })
    .where('id', '=', user.id)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  if (used.numUpdatedRows !== 1n) throw new BusinessError(MSG.adminWrongCredentials, CODES.wrongPassword);
  await attempt.succeeded();
  return { token: await openAdminSession(db, user.id, now), name: user.name, role: user.role };
}
