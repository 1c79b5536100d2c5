import type { Kysely, Selectable } from 'kysely';
import type { MemberTable, Tables } from '../db/schema';
import { hashToken, newToken } from './tokens';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60_000;

export type Member = Selectable<MemberTable>;

/** Opens a session and answers its token; only the token's SHA-256 is stored. */
export async function openSession(db: Kysely<Tables>, memberId: number, now: number): Promise<string> {
  const token = newToken();
  await db
    .insertInto('session')
    .values({ token_hash: hashToken(token), member_id: memberId, created_at: now, expires_at: now + SESSION_TTL_MS, revoked_at: null })
    .execute();
  return token;
}

/** The member of a live session (not revoked, not expired), or undefined. */
export async function memberOfToken(db: Kysely<Tables>, token: string, now: number): Promise<{ member: Member; tokenHash: string } | undefined> {
  const tokenHash = hashToken(token);
  const member = await db
    .selectFrom('session')
    .innerJoin('member', 'member.id', 'session.member_id')
    .selectAll('member')
    .where('session.token_hash', '=', tokenHash)
    .where('session.revoked_at', 'is', null)
    .where('session.expires_at', '>', now)
    .executeTakeFirst();
  return member ? { member, tokenHash } : undefined;
}

export async function revokeSession(db: Kysely<Tables>, tokenHash: string, now: number): Promise<void> {
  await db.updateTable('session').set({ revoked_at: now }).where('token_hash', '=', tokenHash).where('revoked_at', 'is', null).execute();
}

export async function revokeAllSessions(db: Kysely<Tables>, memberId: number, now: number): Promise<void> {
  await db.updateTable('session').set({ revoked_at: now }).where('member_id', '=', memberId).where('revoked_at', 'is', null).execute();
}
