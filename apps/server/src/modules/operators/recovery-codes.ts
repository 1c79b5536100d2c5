import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Tables } from '../../platform/db/schema';
import type { SecretBox } from '../../platform/security/secret-box';

/** How many recovery codes an operator is given at a time. */
export const RECOVERY_CODE_COUNT = 10;
/** Lower-case letters and digits without the look-alikes (0 o 1 i l): 31 symbols, 8 of them about 40 bits. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** One new code as the operator is shown it: xxxx-xxxx. */
function newRecoveryCode(): string {
  const symbols = Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)] ?? '');
  return `${symbols.slice(0, 4).join('')}-${symbols.slice(4).join('')}`;
}

/** What is kept of a code (as recoveryCodeOf reads it: no dash, lower case): its digest keyed with the server's key, bound to the operator. */
function codeDigest(secrets: SecretBox, adminId: number, code: string): string {
  return secrets.digest(code.replace('-', '').toLowerCase(), `admin_recovery_code:${String(adminId)}`);
}

/**
 * Replaces the operator's recovery codes with RECOVERY_CODE_COUNT new ones and answers them, the one time they are
 * ever seen: the earlier codes, used or not, stop working. Run inside the transaction of what issues them.
 */
export async function issueRecoveryCodes(trx: Kysely<Tables>, secrets: SecretBox, adminId: number, now: number): Promise<string[]> {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(newRecoveryCode());
  await trx.deleteFrom('admin_recovery_code').where('admin_id', '=', adminId).execute();
  await trx
    .insertInto('admin_recovery_code')
    .values([...codes].map((code) => ({ admin_id: adminId, code_digest: codeDigest(secrets, adminId, code), created_at: now, used_at: null })))
    .execute();
  return [...codes];
}

/** Is this one of the operator's codes, not used yet? (A read: useRecoveryCode is what takes it.) */
export async function recoveryCodeUnused(db: Kysely<Tables>, secrets: SecretBox, adminId: number, code: string): Promise<boolean> {
  const row = await db
    .selectFrom('admin_recovery_code')
    .select('admin_id')
    .where('admin_id', '=', adminId)
    .where('code_digest', '=', codeDigest(secrets, adminId, code))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Uses the code, once: a conditional update of its row while unused, so of two sign-ins with the same code at
 * once only one changes the row (PostgreSQL's row lock, SQLite's one writer) and the other is refused.
 */
export async function useRecoveryCode(trx: Kysely<Tables>, secrets: SecretBox, adminId: number, code: string, now: number): Promise<boolean> {
  const used = await trx
    .updateTable('admin_recovery_code')
    .set({ used_at: now })
    .where('admin_id', '=', adminId)
    .where('code_digest', '=', codeDigest(secrets, adminId, code))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return used.numUpdatedRows === 1n;
}

/** How many of the operator's recovery codes are still unused. */
export async function unusedRecoveryCodes(db: Kysely<Tables>, adminId: number): Promise<number> {
  const row = await db
    .selectFrom('admin_recovery_code')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
    .where('admin_id', '=', adminId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
