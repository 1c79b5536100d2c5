import { CODES } from '@casino/contract/codes';
import { MSG } from '@casino/contract/messages';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { checkAdminPasswordChange, checkCurrentPassword, type AdminPasswordChangeFields } from '@casino/contract/rules/admin-password';
import type { AuditWriter } from '../../kernel/audit-log';
import type { Database } from '../../platform/db/database';
import { inMoneyTransaction } from '../../platform/db/money-transaction';
import { assertValid, BusinessError } from '../../kernel/errors';
import { reserveLoginAttempt } from '../../platform/security/login-guard';
import { hashSecret, verifySecret } from '../../platform/security/passwords';
import type { RateLimiter } from '../../platform/security/rate-limit';
import type { SecretBox } from '../../platform/security/secret-box';
import { issueRecoveryCodes } from './recovery-codes';
import type { AdminActor } from './sessions';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Where the signed-in operator's request comes from, for the attempt limits. */
export interface OwnRequest {
  operator: AdminActor;
  ip: string;
  now: number;
}

/**
 * Checks the operator's current password, limited as sign-in attempts are (5 per name and address, 50 per address,
 * per 15 minutes; a right one gives its attempt back), so a session left open cannot be used to guess it.
 * Answers the stored hash it was checked against; a wrong one is refused with nothing changed and nothing audited.
 */
async function checkedCurrentPassword(database: Database, limiter: RateLimiter, { operator, ip, now }: OwnRequest, typed: unknown) {
  const attempt = await reserveLoginAttempt(limiter, { scope: 'admin-own-password', name: operator.name, ip, trusted: false }, now);
  if (!attempt.allowed) throw new BusinessError(MSG.tooManyLoginAttempts, CODES.tooManyRequests);
  const row = await database.db.selectFrom('admin_user').select('password_hash').where('id', '=', operator.id).executeTakeFirstOrThrow();
  if (!(await verifySecret(text(typed), row.password_hash))) throw new BusinessError(ADMIN_MSG.adminCurrentPasswordWrong, CODES.oldPasswordWrong);
  return { passwordHash: row.password_hash, succeeded: () => attempt.succeeded() };
}

/**
 * 修改密码: the signed-in operator's own password, given the current one. Their other sessions end (whoever else held
 * the old password is out), this one stays. The change is conditional on the hash checked, so of two changes at
 * once one wins and the other is refused as a wrong current password.
 */
export async function changeOwnPassword(database: Database, limiter: RateLimiter, request: OwnRequest, input: AdminPasswordChangeFields, audit: AuditWriter): Promise<void> {
  assertValid(checkAdminPasswordChange(input));
  const current = await checkedCurrentPassword(database, limiter, request, input.password);
  // Hashed before the transaction: nothing slow while it holds the database.
  const newHash = await hashSecret(text(input.new_password));
  const { operator } = request;
  await inMoneyTransaction(database, async (trx) => {
    const changed = await trx.updateTable('admin_user').set({ password_hash: newHash }).where('id', '=', operator.id).where('password_hash', '=', current.passwordHash).executeTakeFirst();
    if (changed.numUpdatedRows !== 1n) throw new BusinessError(ADMIN_MSG.adminCurrentPasswordWrong, CODES.oldPasswordWrong);
    const ended = await trx.deleteFrom('admin_session').where('admin_id', '=', operator.id).where('token_hash', '<>', operator.tokenHash).executeTakeFirst();
    await audit(trx, { target: operator.label, before: null, after: { password: 'changed', otherSessionsEnded: Number(ended.numDeletedRows) } });
  });
  await current.succeeded();
}

/** The signed-in operator's 10 new recovery codes, given their current password; the earlier ones stop working. */
export async function regenerateOwnRecoveryCodes(database: Database, secrets: SecretBox, limiter: RateLimiter, request: OwnRequest, password: unknown, audit: AuditWriter): Promise<string[]> {
  assertValid(checkCurrentPassword({ password }));
  const current = await checkedCurrentPassword(database, limiter, request, password);
  const { operator, now } = request;
  const codes = await inMoneyTransaction(database, async (trx) => {
    const issued = await issueRecoveryCodes(trx, secrets, operator.id, now);
    // The audit row says that codes were issued, never the codes.
    await audit(trx, { target: operator.label, before: null, after: { recoveryCodes: issued.length } });
    return issued;
  });
  await current.succeeded();
  return codes;
}
