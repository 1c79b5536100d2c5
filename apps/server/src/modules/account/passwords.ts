import type { ParsedRequestOf } from '@casino/contract/call';
import type { editPassword, editPayPassword } from '@casino/contract/calls/account';
import { checkPasswordChange } from '@casino/contract/rules/password-change';
import { checkPayPasswordChange } from '@casino/contract/rules/pay-password-change';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/database';
import type { Tables } from '../../platform/db/schema';
import { assertValid } from '../../kernel/errors';
import { hashSecret } from '../../platform/security/passwords';
import { assertLoginPassword, assertPayPassword } from '../../platform/security/pay-password';
import { endAllSessions, type Member } from '../../platform/security/sessions';
import { inMoneyTransaction } from '../../platform/db/money-transaction';

/** The member changes their login password with the old one; every session of theirs ends, this one included. */
export async function changeLoginPassword(database: Database, member: Member, input: ParsedRequestOf<typeof editPassword>, now: number): Promise<void> {
  assertValid(checkPasswordChange(input));
  await assertLoginPassword(database.db, member, input.password ?? '', now);
  const hash = await hashSecret(input.paypassword ?? '');
  await inMoneyTransaction(database, async (trx) => {
    // The member's own password now: a one-time password an operator set is no longer in force.
    await trx.updateTable('member').set({ password_hash: hash, password_must_change: 0 }).where('id', '=', member.id).execute();
    // Every session ends with the old password, this one included: the member logs in again.
    await endAllSessions(trx, member.id, now, 'password-change');
  });
  database.revocations.publish({ memberId: member.id });
}

/** The member changes their pay password with the old one. */
export async function changePayPassword(db: Kysely<Tables>, member: Member, input: ParsedRequestOf<typeof editPayPassword>, now: number): Promise<void> {
  assertValid(checkPayPasswordChange(input));
  // The same budget as withdraw, bindcard and delcard: the old pay password cannot be guessed here instead.
  await assertPayPassword(db, member, input.password ?? '', now);
  await db.updateTable('member').set({ pay_password_hash: await hashSecret(input.paypassword ?? '') }).where('id', '=', member.id).execute();
}
