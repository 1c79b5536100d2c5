import { createHash } from 'node:crypto';
import { isAdminRole, type AdminRole } from '@casino/contract/admin-roles';
import { CODES } from '@casino/contract/codes';
import { MSG } from '@casino/contract/messages';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { checkAdminLogin, recoveryCodeOf, type AdminLoginFields } from '@casino/contract/rules/admin-login';
import { auditWriter } from '../../kernel/audit-log';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/database';
import type { Tables } from '../../platform/db/schema';
import { inMoneyTransaction } from '../../platform/db/money-transaction';
import { assertValid, BusinessError } from '../../kernel/errors';
import { dummyHash, verifySecret } from '../../platform/security/passwords';
import type { SecretBox } from '../../platform/security/secret-box';
import { reserveLoginAttempt } from '../../platform/security/login-guard';
import type { RateLimiter } from '../../platform/security/rate-limit';
import { openTotpSecret } from './admins';
import { recoveryCodeUnused, unusedRecoveryCodes, useRecoveryCode } from './recovery-codes';
import { openAdminSession } from './sessions';
import { acceptedStep } from './totp';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** What is kept of a console's device id: its SHA-256, so the table holds nothing a sign-in could present. */
const deviceDigest = (deviceId: string) => createHash('sha256').update(deviceId).digest('hex');

/** Whether the operator signed in from this device before (its digest in admin_login_device). */
async function signedInFrom(db: Kysely<Tables>, adminId: number, digest: string): Promise<boolean> {
  const row = await db.selectFrom('admin_login_device').select('admin_id').where('admin_id', '=', adminId).where('device_digest', '=', digest).executeTakeFirst();
  return row !== undefined;
}

/** Keeps the device of a sign-in that opened a session. */
async function rememberDevice(db: Kysely<Tables>, adminId: number, digest: string, now: number): Promise<void> {
  await db
    .insertInto('admin_login_device')
    .values({ admin_id: adminId, device_digest: digest, last_signed_in_at: now })
    .onConflict((oc) => oc.columns(['admin_id', 'device_digest']).doUpdateSet({ last_signed_in_at: now }))
    .execute();
}

/** Why a sign-in of a real operator failed, as the audit log keeps it (the answer does not say). */
type Refusal = 'password' | 'code' | 'code-reused' | 'recovery-code' | 'recovery-code-used' | 'no-totp' | 'disabled';

/**
 * An operator's sign-in: name, password and TOTP code. Guessing is limited as for members (login-guard.ts),
 * per name and address, with the operator's last sign-in address kept open, so a stranger's guesses never
 * lock out the operator at their desk. A wrong password and a wrong code get the same answer; an account
 * without a secret or disabled is said so only after both were right. A code's time step is stored on use
 * by a conditional update, so the same code sent twice (in parallel too) opens one session. Every sign-in of
 * a real operator, right or refused, is in the audit log (action adminLogin); a name that is no operator's
 * is not, so guesses at names cannot fill it. A recovery code (xxxx-xxxx) is taken in place of the TOTP code, as
 * one more guess when wrong, and once: its row is marked used by a conditional update in the sign-in's transaction.
 */
export async function signInAdmin(
  database: Database,
  secrets: SecretBox,
  limiter: RateLimiter,
  input: AdminLoginFields,
  ip: string,
  now: number,
  deviceId?: string,
): Promise<{ token: string; name: string; role: AdminRole }> {
  const { db } = database;
  assertValid(checkAdminLogin(input));
  const name = text(input.name);
  const user = await db.selectFrom('admin_user').selectAll().where('name', '=', name).executeTakeFirst();
  const trusted = user !== undefined && user.last_login_ip === ip;
  const device = deviceId === undefined ? undefined : deviceDigest(deviceId);
  const knownDevice = user !== undefined && device !== undefined && (await signedInFrom(db, user.id, device)) ? device : undefined;
  const attempt = await reserveLoginAttempt(limiter, { scope: 'admin-login', name, ip, trusted, nameBudgetAfterPassword: true, knownDevice }, now);
  if (!attempt.allowed) throw new BusinessError(MSG.tooManyLoginAttempts, CODES.tooManyRequests);
  const passwordRight = await verifySecret(text(input.password), user?.password_hash ?? (await dummyHash()));
  if (!user) throw new BusinessError(ADMIN_MSG.adminWrongCredentials, CODES.wrongPassword);
  const audit = auditWriter({ adminId: user.id, name: user.name, ip }, 'adminLogin', now);
  const refuse = async (refusal: Refusal, message: string, code: number): Promise<never> => {
    await audit(db, { target: `admin:${user.name}`, before: null, after: { signedIn: false, refusal } });
    throw new BusinessError(message, code);
  };
  if (!passwordRight) return refuse('password', ADMIN_MSG.adminWrongCredentials, CODES.wrongPassword);
  if (!(await attempt.passwordRight())) throw new BusinessError(MSG.tooManyLoginAttempts, CODES.tooManyRequests);
  const secret = user.totp_secret === null ? undefined : openTotpSecret(secrets, user.name, user.totp_secret);
  if (secret === undefined) return refuse('no-totp', ADMIN_MSG.adminTotpMissing, CODES.forbidden);
  const recoveryCode = recoveryCodeOf(input.code);
  const step = recoveryCode === undefined ? acceptedStep(secret, text(input.code), now) : undefined;
  if (recoveryCode !== undefined) {
    if (!(await recoveryCodeUnused(db, secrets, user.id, recoveryCode))) return refuse('recovery-code', ADMIN_MSG.adminWrongCredentials, CODES.wrongPassword);
  } else if (step === undefined) return refuse('code', ADMIN_MSG.adminWrongCredentials, CODES.wrongPassword);
  if (user.disabled_at !== null || !isAdminRole(user.role)) return refuse('disabled', ADMIN_MSG.adminDisabled, CODES.forbidden);
  const role = user.role;

  const token = await inMoneyTransaction(database, async (trx) => {
    if (recoveryCode !== undefined) {
      if (!(await useRecoveryCode(trx, secrets, user.id, recoveryCode, now))) return undefined;
      await trx.updateTable('admin_user').set({ last_login_ip: ip }).where('id', '=', user.id).execute();
      const left = await unusedRecoveryCodes(trx, user.id);
      await audit(trx, { target: `admin:${user.name}`, before: null, after: { signedIn: true, role, recoveryCode: 'used', recoveryCodesLeft: left } });
      return openAdminSession(trx, user.id, now);
    }
    if (step === undefined) return undefined;
    const used = await trx
      .updateTable('admin_user')
      .set({ totp_last_step: step, last_login_ip: ip })
      .where('id', '=', user.id)
      .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
      .executeTakeFirst();
    if (used.numUpdatedRows !== 1n) return undefined;
    await audit(trx, { target: `admin:${user.name}`, before: null, after: { signedIn: true, role } });
    return openAdminSession(trx, user.id, now);
  });
  if (token === undefined) return refuse(recoveryCode === undefined ? 'code-reused' : 'recovery-code-used', ADMIN_MSG.adminWrongCredentials, CODES.wrongPassword);
  if (device !== undefined) await rememberDevice(db, user.id, device, now);
  await attempt.succeeded();
  return { token, name: user.name, role };
}
