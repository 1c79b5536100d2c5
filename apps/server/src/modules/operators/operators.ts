import type { AdminRole } from '@casino/contract/admin-roles';
import { CODES } from '@casino/contract/codes';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import type { Kysely } from 'kysely';
import type { AuditWriter } from '../../kernel/audit-log';
import type { Database } from '../../platform/db/database';
import { inMoneyTransaction } from '../../platform/db/money-transaction';
import type { Tables } from '../../platform/db/schema';
import { BusinessError } from '../../kernel/errors';
import type { SecretBox } from '../../platform/security/secret-box';
import { createAdmin, endAdminSessions, issueTotpSecret, newAdminCredentials, type CreatedAdmin, type IssuedTotp } from './admins';

/** Operator management by an owner: each change and its audit row in one transaction. */

async function operatorNamed(trx: Kysely<Tables>, name: string) {
  const row = await trx.selectFrom('admin_user').select(['id', 'name', 'role', 'disabled_at']).where('name', '=', name).executeTakeFirst();
  if (!row) throw new BusinessError(ADMIN_MSG.adminNotFound, CODES.notFound);
  return row;
}

/**
 * Refuses a change that would leave no enabled owner (nobody could manage operators any more). The other
 * enabled owners' rows are locked first on PostgreSQL, so two owners demoting each other at once cannot
 * both pass; SQLite's `BEGIN IMMEDIATE` already runs such changes one after the other.
 */
async function keepAnOwner(database: Database, trx: Kysely<Tables>, leaving: { id: number; role: string; disabled_at: number | null }): Promise<void> {
  if (leaving.role !== 'owner' || leaving.disabled_at !== null) return;
  let others = trx.selectFrom('admin_user').select('id').where('role', '=', 'owner').where('disabled_at', 'is', null).where('id', '<>', leaving.id);
  if (database.dialect === 'postgres') others = others.forUpdate();
  if ((await others.execute()).length === 0) throw new BusinessError(ADMIN_MSG.adminLastOwner, CODES.conflict);
}

export async function createOperator(database: Database, secrets: SecretBox, name: string, role: AdminRole, now: number, audit: AuditWriter): Promise<CreatedAdmin> {
  // The password is hashed before the transaction: nothing slow while it holds the database.
  const credentials = await newAdminCredentials();
  return inMoneyTransaction(database, async (trx) => {
    const created = await createAdmin(trx, secrets, name, role, now, credentials);
    await audit(trx, { target: `admin:${name}`, before: null, after: { role, totp: true, recoveryCodes: created.recoveryCodes.length } });
    return created;
  });
}

export async function setOperatorRole(database: Database, name: string, role: AdminRole, audit: AuditWriter): Promise<void> {
  await inMoneyTransaction(database, async (trx) => {
    const operator = await operatorNamed(trx, name);
    if (role !== 'owner') await keepAnOwner(database, trx, operator);
    await trx.updateTable('admin_user').set({ role }).where('id', '=', operator.id).execute();
    await audit(trx, { target: `admin:${name}`, before: { role: operator.role }, after: { role } });
  });
}

/** Disables an operator (their sessions end at once, and they cannot sign in) or enables them again. */
export async function setOperatorDisabled(database: Database, name: string, disabled: boolean, now: number, audit: AuditWriter): Promise<void> {
  await inMoneyTransaction(database, async (trx) => {
    const operator = await operatorNamed(trx, name);
    if (disabled) await keepAnOwner(database, trx, operator);
    await trx
      .updateTable('admin_user')
      .set({ disabled_at: disabled ? (operator.disabled_at ?? now) : null })
      .where('id', '=', operator.id)
      .execute();
    if (disabled) await endAdminSessions(trx, operator.id);
    await audit(trx, { target: `admin:${name}`, before: { disabled: operator.disabled_at !== null }, after: { disabled } });
  });
}

/** A new TOTP secret and recovery codes for an operator (a lost phone): their old codes stop working and their sessions end. */
export async function resetOperatorTotp(database: Database, secrets: SecretBox, name: string, now: number, audit: AuditWriter): Promise<IssuedTotp> {
  return inMoneyTransaction(database, async (trx) => {
    const issued = await issueTotpSecret(trx, secrets, name, now);
    // The audit row says that a secret and codes were issued, never them.
    await audit(trx, { target: `admin:${name}`, before: null, after: { totp: 'reset', recoveryCodes: issued.recoveryCodes.length } });
    return issued;
  });
}
