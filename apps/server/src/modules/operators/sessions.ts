import { isAdminRole, operatorLabel, type AdminRole } from '@casino/contract/admin-roles';
import { ADMIN_IDLE_MS, ADMIN_LAST_SEEN_EVERY_MS, ADMIN_SESSION_TTL_MS } from '@casino/contract/admin-session';
import type { Kysely } from 'kysely';
import type { Tables } from '../../platform/db/schema';
import { hashToken, newToken } from '../../platform/security/tokens';

/**
 * An operator session lasts 12 hours from sign-in, and ends after 30 minutes without a call; last_seen_at is
 * written at most once a minute per session, so a busy console does not write on every call. The numbers are the
 * contract's: the console warns before a session goes idle.
 */
export { ADMIN_IDLE_MS, ADMIN_SESSION_TTL_MS };
const LAST_SEEN_EVERY_MS = ADMIN_LAST_SEEN_EVERY_MS;

/** The operator of an admin call. */
export interface AdminActor {
  id: number;
  name: string;
  role: AdminRole;
  /** What their actions record as the operator (reviewed_by, transfer ref_id): `admin:<name>`. */
  label: string;
  tokenHash: string;
}

export async function openAdminSession(db: Kysely<Tables>, adminId: number, now: number): Promise<string> {
  const token = newToken();
  await db
    .deleteFrom('admin_session')
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('last_seen_at', '<=', now - ADMIN_IDLE_MS)]))
    .execute();
  await db
    .insertInto('admin_session')
    .values({ token_hash: hashToken(token), admin_id: adminId, created_at: now, last_seen_at: now, expires_at: now + ADMIN_SESSION_TTL_MS })
    .execute();
  return token;
}

/** Ends one session (a sign-out, in the console or at the command line): its token opens nothing from now on. */
export async function endAdminSession(db: Kysely<Tables>, tokenHash: string): Promise<void> {
  await db.deleteFrom('admin_session').where('token_hash', '=', tokenHash).execute();
}

/**
 * The operator of a live session: not past 12 hours, not idle for 30 minutes, the operator not disabled.
 * Each call counts as activity (written at most once a minute).
 */
export async function adminOfToken(db: Kysely<Tables>, token: string, now: number): Promise<AdminActor | undefined> {
  const tokenHash = hashToken(token);
  const row = await db
    .selectFrom('admin_session')
    .innerJoin('admin_user', 'admin_user.id', 'admin_session.admin_id')
    .select(['admin_user.id', 'admin_user.name', 'admin_user.role', 'admin_session.last_seen_at'])
    .where('admin_session.token_hash', '=', tokenHash)
    .where('admin_session.expires_at', '>', now)
    .where('admin_session.last_seen_at', '>', now - ADMIN_IDLE_MS)
    .where('admin_user.disabled_at', 'is', null)
    .executeTakeFirst();
  if (!row || !isAdminRole(row.role)) return undefined;
  if (now - row.last_seen_at >= LAST_SEEN_EVERY_MS) {
    await db.updateTable('admin_session').set({ last_seen_at: now }).where('token_hash', '=', tokenHash).where('last_seen_at', '=', row.last_seen_at).execute();
  }
  return { id: row.id, name: row.name, role: row.role, label: operatorLabel(row.name), tokenHash };
}

/**
 * The role of each of these sessions that is still live (not past 12 hours, not idle, its operator not disabled),
 * read without counting as activity: an open console tab listening for alerts does not keep its session alive.
 */
export async function liveAdminSessions(db: Kysely<Tables>, tokenHashes: readonly string[], now: number): Promise<Map<string, AdminRole>> {
  if (tokenHashes.length === 0) return new Map();
  const rows = await db
    .selectFrom('admin_session')
    .innerJoin('admin_user', 'admin_user.id', 'admin_session.admin_id')
    .select(['admin_session.token_hash', 'admin_user.role'])
    .where('admin_session.token_hash', 'in', tokenHashes)
    .where('admin_session.expires_at', '>', now)
    .where('admin_session.last_seen_at', '>', now - ADMIN_IDLE_MS)
    .where('admin_user.disabled_at', 'is', null)
    .execute();
  return new Map(rows.flatMap((row) => (isAdminRole(row.role) ? [[row.token_hash, row.role] as const] : [])));
}
