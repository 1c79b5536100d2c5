import { randomBytes } from 'node:crypto';
import type { AdminRole } from '@casino/contract/admin-roles';
import { CODES } from '@casino/contract/codes';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { ADMIN_NAME_PATTERN } from '@casino/contract/rules/admin-name';
import type { Kysely } from 'kysely';
import type { Tables } from '../../platform/db/schema';
import { isUniqueViolation } from '../../platform/db/dialect';
import { BusinessError } from '../../kernel/errors';
import { hashSecret } from '../../platform/security/passwords';
import { isSealed, type SecretBox } from '../../platform/security/secret-box';
import { issueRecoveryCodes } from './recovery-codes';
import { newTotpSecret, totpUri } from './totp';

/** What a new operator (or a TOTP reset) is told once: never stored in the clear but the secret (sealed). */
export interface IssuedTotp {
  secret: string;
  uri: string;
  /** Their one-time recovery codes, xxxx-xxxx: kept only as keyed digests. */
  recoveryCodes: string[];
}
export interface CreatedAdmin extends IssuedTotp {
  id: number;
  password: string;
}

/** A generated password (and its hash) and TOTP secret for a new operator. */
export interface AdminCredentials {
  password: string;
  passwordHash: string;
  secret: string;
}

export async function newAdminCredentials(): Promise<AdminCredentials> {
  const password = randomBytes(12).toString('base64url');
  return { password, passwordHash: await hashSecret(password), secret: newTotpSecret() };
}

/** What an operator's TOTP secret is sealed for: their name, so a sealed secret copied to another row does not open. */
const totpContext = (name: string) => `admin_user.totp_secret:${name}`;

export function sealTotpSecret(secrets: SecretBox, name: string, secret: string): string {
  return secrets.seal(secret, totpContext(name));
}

/** The operator's TOTP secret, or undefined when it cannot be opened with this key (a lost or changed key). */
export function openTotpSecret(secrets: SecretBox, name: string, sealed: string): string | undefined {
  return secrets.open(sealed, totpContext(name));
}

/** Seals the secrets stored before they were sealed (migration 0009's plain base32); run at start-up. */
export async function sealPlainTotpSecrets(db: Kysely<Tables>, secrets: SecretBox): Promise<number> {
  const rows = await db.selectFrom('admin_user').select(['id', 'name', 'totp_secret']).where('totp_secret', 'is not', null).execute();
  let sealed = 0;
  for (const row of rows) {
    if (row.totp_secret === null || isSealed(row.totp_secret)) continue;
    await db.updateTable('admin_user').set({ totp_secret: sealTotpSecret(secrets, row.name, row.totp_secret) }).where('id', '=', row.id).where('totp_secret', '=', row.totp_secret).execute();
    sealed += 1;
  }
  return sealed;
}

/** Creates an operator account with a generated password, TOTP secret and recovery codes, all answered once. */
export async function createAdmin(db: Kysely<Tables>, secrets: SecretBox, name: string, role: AdminRole, now: number, credentials?: AdminCredentials): Promise<CreatedAdmin> {
  if (!ADMIN_NAME_PATTERN.test(name)) throw new BusinessError(ADMIN_MSG.adminNameFormat);
  const { password, passwordHash, secret } = credentials ?? (await newAdminCredentials());
  try {
    const row = await db
      .insertInto('admin_user')
      .values({ name, password_hash: passwordHash, created_at: now, role, totp_secret: sealTotpSecret(secrets, name, secret) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const recoveryCodes = await issueRecoveryCodes(db, secrets, row.id, now);
    return { id: row.id, password, secret, uri: totpUri(secret, name), recoveryCodes };
  } catch (error) {
    if (isUniqueViolation(error)) throw new BusinessError(ADMIN_MSG.adminNameTaken, CODES.conflict);
    throw error;
  }
}

/**
 * Gives an operator a new TOTP secret (a lost phone, or an operator from before TOTP) and new recovery codes: the
 * old codes and recovery codes stop working and their sessions end, so whoever held the old secret is out.
 */
export async function issueTotpSecret(db: Kysely<Tables>, secrets: SecretBox, name: string, now: number): Promise<IssuedTotp & { id: number }> {
  const secret = newTotpSecret();
  const row = await db.updateTable('admin_user').set({ totp_secret: sealTotpSecret(secrets, name, secret), totp_last_step: null }).where('name', '=', name).returning('id').executeTakeFirst();
  if (!row) throw new BusinessError(ADMIN_MSG.adminNotFound, CODES.notFound);
  await endAdminSessions(db, row.id);
  const recoveryCodes = await issueRecoveryCodes(db, secrets, row.id, now);
  return { id: row.id, secret, uri: totpUri(secret, name), recoveryCodes };
}

export async function endAdminSessions(db: Kysely<Tables>, adminId: number): Promise<void> {
  await db.deleteFrom('admin_session').where('admin_id', '=', adminId).execute();
}
