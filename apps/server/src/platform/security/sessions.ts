import type { Kysely, Selectable } from 'kysely';
import { compiledQuery } from '../db/compiled-query';
import type { Database } from '../db/database';
import type { MemberTable, Tables } from '../db/schema';
import { inMoneyTransaction } from '../db/money-transaction';
import { endGameSessions } from '../../integrations/platforms/game-session';
import { hashToken, newToken } from './tokens';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60_000;

/** A member as the calls see it: every column but the password hashes, which the code that checks one reads itself. */
export type Member = Omit<Selectable<MemberTable>, 'password_hash' | 'pay_password_hash' | 'password_reset_at'>;

const MEMBER_COLUMNS = [
  'member.id',
  'member.username',
  'member.username_key',
  'member.realname',
  'member.mobile',
  'member.email',
  'member.birthday',
  'member.avatar',
  'member.isblack',
  'member.status',
  'member.vip',
  'member.isagent',
  'member.transferstatus',
  'member.referrer_id',
  'member.created_at',
  'member.last_login_at',
  'member.last_login_ip',
  'member.password_must_change',
] as const satisfies readonly `member.${keyof Member}`[];

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
export type SessionEnd = 'logoff' | 'password-change' | 'member-state' | 'operator';

export interface TokenSession<M> {
  member: M;
  /** False for a session an operator's block or disable ended: its calls answer the block message while the state lasts. */
  live: boolean;
  expiresAt: number;
}

/**
 * The sessions of a token hash that has not expired: a live one, or one ended by a block or disable (so
 * the member reads why they are refused); other tokens find none.
 */
function unexpiredSession(db: Kysely<Tables>, tokenHash: string, now: number) {
  return db
    .selectFrom('session')
    .innerJoin('member', 'member.id', 'session.member_id')
    .select(['session.revoked_at', 'session.expires_at'])
    .where('session.token_hash', '=', tokenHash)
    .where('session.expires_at', '>', now)
    .where((eb) => eb.or([eb('session.revoked_at', 'is', null), eb('session.revoked_reason', '=', 'member-state' satisfies SessionEnd)]));
}

interface SessionKey {
  tokenHash: string;
  now: number;
}

/** Every member call reads its session: the query is compiled once (platform/db/compiled-query.ts). */
const memberSessionQuery = compiledQuery((db, { tokenHash, now }: SessionKey) => unexpiredSession(db, tokenHash, now).select(MEMBER_COLUMNS));
const sessionStateQuery = compiledQuery((db, { tokenHash, now }: SessionKey) => unexpiredSession(db, tokenHash, now).select(['member.id', 'member.isblack', 'member.status', 'member.password_must_change']));

/** The session of a token hash with its member (see unexpiredSession); undefined for any other token. */
export function memberSessionReader(db: Kysely<Tables>): (tokenHash: string, now: number) => Promise<TokenSession<Member> | undefined> {
  return async (tokenHash, now) => {
    const [row] = (await memberSessionQuery(db, { tokenHash, now })).rows;
    if (!row) return undefined;
    const { revoked_at: revokedAt, expires_at: expiresAt, ...member } = row;
    return { member, live: revokedAt === null, expiresAt };
  };
}

export type SessionState = TokenSession<{ id: number; isblack: number; status: number; password_must_change: number }>;

/** memberSessionReader with only what decides whether the session may call: the member's id, state and one-time password (the balance poll's cache misses). */
export function sessionStateReader(db: Kysely<Tables>): (tokenHash: string, now: number) => Promise<SessionState | undefined> {
  return async (tokenHash, now) => {
    const [row] = (await sessionStateQuery(db, { tokenHash, now })).rows;
    if (!row) return undefined;
    return { member: { id: row.id, isblack: row.isblack, status: row.status, password_must_change: row.password_must_change }, live: row.revoked_at === null, expiresAt: row.expires_at };
  };
}

/** Ends one session (its log-off) and the game sessions it launched. */
export async function revokeSession(database: Database, tokenHash: string, now: number, reason: SessionEnd): Promise<void> {
  await inMoneyTransaction(database, async (trx) => {
    await trx.updateTable('session').set({ revoked_at: now, revoked_reason: reason }).where('token_hash', '=', tokenHash).where('revoked_at', 'is', null).execute();
    await endGameSessions(trx, { sessionHash: tokenHash }, now);
  });
  database.revocations.publish({ tokenHash });
}

/**
 * Ends every live session of the member, in the transaction of what ends them (a password change, a block);
 * publish `{ memberId }` to the database's revocations after it commits, so every instance's cache forgets them.
 * Answers how many ended.
 */
export async function endAllSessions(trx: Kysely<Tables>, memberId: number, now: number, reason: SessionEnd): Promise<number> {
  const ended = await trx.updateTable('session').set({ revoked_at: now, revoked_reason: reason }).where('member_id', '=', memberId).where('revoked_at', 'is', null).executeTakeFirst();
  // Their game sessions end with them (issue #41): a platform's token from before bets nothing more.
  await endGameSessions(trx, { memberId }, now);
  return Number(ended.numUpdatedRows);
}
