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
    .values({ token_hash: hashToken(token), member_id: memberId, created_at: now, expires_at: now + SESSION_TTL_MS, revoked_at: null, revoked_reason: null })
    .execute();
  return token;
}

/**
 * Why a session ended before it expired: the member logged off, changed their password, or an operator
 * blocked or disabled them.
 */
export type SessionEnd = 'logoff' | 'password-change' | 'member-state';

export interface TokenSession {
  member: Member;
  tokenHash: string;
  /** False for a session an operator's block or disable ended: its calls answer the block message while the state lasts. */
  live: boolean;
}

/**
 * The session of a token that has not expired: a live one, or one ended by a block or disable (so the
 * member reads why they are refused); undefined for any other token.
 */
export async function sessionOfToken(db: Kysely<Tables>, token: string, now: number): Promise<TokenSession | undefined> {
  const tokenHash = hashToken(token);
  const row = await db
    .selectFrom('session')
    .innerJoin('member', 'member.id', 'session.member_id')
    .selectAll('member')
    .select('session.revoked_at')
    .where('session.token_hash', '=', tokenHash)
    .where('session.expires_at', '>', now)
    .where((eb) => eb.or([eb('session.revoked_at', 'is', null), eb('session.revoked_reason', '=', 'member-state' satisfies SessionEnd)]))
    .executeTakeFirst();
  if (!row) return undefined;
  const { revoked_at: revokedAt, ...member } = row;
  return { member, tokenHash, live: revokedAt === null };
}

export async function revokeSession(db: Kysely<Tables>, tokenHash: string, now: number, reason: SessionEnd): Promise<void> {
  await db.updateTable('session').set({ revoked_at: now, revoked_reason: reason }).where('token_hash', '=', tokenHash).where('revoked_at', 'is', null).execute();
}

export async function revokeAllSessions(db: Kysely<Tables>, memberId: number, now: number, reason: SessionEnd): Promise<void> {
  await db.updateTable('session').set({ revoked_at: now, revoked_reason: reason }).where('member_id', '=', memberId).where('revoked_at', 'is', null).execute();
}
