import { randomInt } from 'node:crypto';
import { PASSWORD_RESETS } from '@casino/contract/admin-permissions';
import type { AdminRole } from '@casino/contract/admin-roles';
import { CODES } from '@casino/contract/codes';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import type { AuditWriter } from '../../kernel/audit-log';
import type { Database } from '../../platform/db/database';
import { inMoneyTransaction } from '../../platform/db/money-transaction';
import { BusinessError } from '../../kernel/errors';
import { hashSecret } from '../../platform/security/passwords';
import { endAllSessions } from '../../platform/security/sessions';
import { memberNamed } from '../../kernel/member-lookup';

const LETTERS = 'abcdefghjkmnpqrstuvwxyz';
const DIGITS = '23456789';

/** 8 characters with letters and digits both (the register rule); no 0/o or 1/l for a password read out on the phone. */
export function newLoginPassword(): string {
  const all = LETTERS + DIGITS;
  const chars = [LETTERS[randomInt(LETTERS.length)], DIGITS[randomInt(DIGITS.length)], ...Array.from({ length: 6 }, () => all[randomInt(all.length)])];
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}

export function newPayPassword(): string {
  return String(randomInt(1_000_000)).padStart(6, '0');
}

/** Ends every session of the member: their app answers 401 on its next call. */
export async function endMemberSessions(database: Database, username: string, now: number, audit: AuditWriter): Promise<void> {
  const member = await memberNamed(database.db, username);
  await inMoneyTransaction(database, async (trx) => {
    const ended = await endAllSessions(trx, member.id, now, 'operator');
    await audit(trx, { target: `member:${member.username}`, before: null, after: { sessions_ended: ended } });
  });
  database.revocations.publish({ memberId: member.id });
}

/**
 * A new random password, answered once. A new login password also ends the member's sessions, as
 * their own password change does, and is one-time: the operator who read it out knows it, so the member's
 * sessions may only change it (or log off) until they do (CODES.passwordMustChange). The audit row says
 * which password, never what it is.
 */
export async function resetMemberPassword(database: Database, username: string, kind: 'login' | 'pay', role: AdminRole, now: number, audit: AuditWriter): Promise<string> {
  if (!PASSWORD_RESETS[kind].includes(role)) throw new BusinessError(ADMIN_MSG.adminForbidden, CODES.forbidden);
  const member = await memberNamed(database.db, username);
  const password = kind === 'login' ? newLoginPassword() : newPayPassword();
  const hash = await hashSecret(password);
  const target = `member:${member.username}`;
  if (kind === 'pay') {
    await inMoneyTransaction(database, async (trx) => {
      await trx.updateTable('member').set({ pay_password_hash: hash, password_reset_at: now }).where('id', '=', member.id).execute();
      await audit(trx, { target, before: null, after: { password: 'pay' } });
    });
    return password;
  }
  await inMoneyTransaction(database, async (trx) => {
    await trx.updateTable('member').set({ password_hash: hash, password_reset_at: now, password_must_change: 1 }).where('id', '=', member.id).execute();
    await endAllSessions(trx, member.id, now, 'password-change');
    await audit(trx, { target, before: null, after: { password: 'login', sessions_ended: true, must_change: true } });
  });
  database.revocations.publish({ memberId: member.id });
  return password;
}
