import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { AdminUserTable, Tables } from '../../db/schema';
import { hashSecret } from '../../security/passwords';
import { hashToken, newToken } from '../../security/tokens';

export const ADMIN_SESSION_TTL_MS = 12 * 60 * 60_000;

/** Creates an operator account with a generated password, answered once. */
export async function createAdmin(db: Kysely<Tables>, name: string, now: number): Promise<string> {
  if (!/^[A-Za-z0-9_.-]{3,32}$/.test(name)) throw new Error('an admin name is 3–32 letters, digits, _ . or -');
  const password = randomBytes(12).toString('base64url');
  await db.insertInto('admin_user').values({ name, password_hash: await hashSecret(password), created_at: now }).execute();
  return password;
}

export async function openAdminSession(db: Kysely<Tables>, adminId: number, now: number): Promise<string> {
  const token = newToken();
  await db.deleteFrom('admin_session').where('expires_at', '<', now).execute();
  await db.insertInto('admin_session').values({ token_hash: hashToken(token), admin_id: adminId, expires_at: now + ADMIN_SESSION_TTL_MS }).execute();
  return token;
}

export function adminOfToken(db: Kysely<Tables>, token: string, now: number): Promise<Selectable<AdminUserTable> | undefined> {
  return db
    .selectFrom('admin_session')
    .innerJoin('admin_user', 'admin_user.id', 'admin_session.admin_id')
    .selectAll('admin_user')
    .where('admin_session.token_hash', '=', hashToken(token))
    .where('admin_session.expires_at', '>', now)
    .executeTakeFirst();
}
