import { CODES } from '@casino/contract/codes';
import { MSG } from '@casino/contract/messages';
import { OPEN_WHILE_PASSWORD_MUST_CHANGE, ROUTES } from '@casino/contract/routes';
import { accountBlockMessage } from '@casino/contract/rules/login';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from '../runtime/clock';
import type { Database } from '../db/database';
import type { SessionCache } from '../security/session-cache';
import { memberSessionReader, sessionStateReader, type Member } from '../security/sessions';
import { hashToken } from '../security/tokens';
import { bearerToken } from './bearer-token';
import { BusinessError } from '../../kernel/errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The member of the bearer token, on member calls; null on the calls that take the session cache. */
    member: Member | null;
    /** The member's id, on every member call. */
    memberId: number | null;
    /** The SHA-256 of the bearer token, on member calls. */
    tokenHash: string | null;
  }
}

/** What decides whether a session may make a call, besides the session itself. */
interface Standing {
  isblack: number;
  status: number;
  password_must_change: number;
}

type SessionOf<M> = (tokenHash: string, now: number) => Promise<{ member: M & Standing; live: boolean; expiresAt: number } | undefined>;

/** The paths a member whose login password must be changed may still call (the contract's list). */
const OPEN_WHILE_MUST_CHANGE_PATHS: ReadonlySet<string> = new Set(OPEN_WHILE_PASSWORD_MUST_CHANGE.map((name) => ROUTES[name].path));

/**
 * The session's member, or the refusal: 401 for no session, 403 with the §5 message for a blocked member,
 * CODES.passwordMustChange for a one-time password not changed yet (unless the call is one that changes it or logs off).
 */
async function admitted<M>(sessionOf: SessionOf<M>, tokenHash: string, now: number, openWhileMustChange: boolean) {
  const found = await sessionOf(tokenHash, now);
  if (!found) throw new BusinessError(MSG.unauthorized, CODES.unauthorized);
  const blocked = accountBlockMessage(found.member);
  if (blocked) throw new BusinessError(blocked, CODES.forbidden);
  // Ended by a block or disable that has since been lifted: the member logs in again.
  if (!found.live) throw new BusinessError(MSG.unauthorized, CODES.unauthorized);
  if (found.member.password_must_change === 1 && !openWhileMustChange) throw new BusinessError(MSG.passwordMustChange, CODES.passwordMustChange);
  return found;
}

/**
 * Every route of the API plugin needs a member's token unless its config says `public: true`.
 * A missing, unknown, expired or revoked token is HTTP 401; a blacklisted or disabled member HTTP 403
 * with the SPEC §5 message, also on the sessions the block or disable ended. A member whose login password
 * an operator reset may only make the calls of OPEN_WHILE_PASSWORD_MUST_CHANGE until they change it.
 *
 * A route whose config says `cachedSession: true` (the balance poll) needs only the member's id: a live
 * session is then answered from the session cache, and on a miss only the session's state is read.
 * Every other route reads the session with its member, as fresh as the database.
 */
export function registerAuth(api: FastifyInstance, { db }: Database, cache: SessionCache, clock: Clock): void {
  api.decorateRequest('member', null);
  api.decorateRequest('memberId', null);
  api.decorateRequest('tokenHash', null);
  const fullSession: SessionOf<Member> = memberSessionReader(db);
  const sessionState: SessionOf<{ id: number }> = sessionStateReader(db);
  api.addHook('onRequest', async (request) => {
    const { config, url } = request.routeOptions;
    if (request.is404 || config.public === true) return;
    const token = bearerToken(request);
    if (!token) throw new BusinessError(MSG.unauthorized, CODES.unauthorized);
    const tokenHash = hashToken(token);
    const now = clock();
    const openWhileMustChange = url !== undefined && OPEN_WHILE_MUST_CHANGE_PATHS.has(url);
    request.tokenHash = tokenHash;
    if (config.cachedSession !== true) {
      const { member } = await admitted(fullSession, tokenHash, now, openWhileMustChange);
      request.member = member;
      request.memberId = member.id;
      return;
    }
    const cached = cache.memberOf(tokenHash, now);
    if (cached !== undefined) {
      request.memberId = cached;
      return;
    }
    const readStarted = cache.readStarted();
    const { member, expiresAt } = await admitted(sessionState, tokenHash, now, openWhileMustChange);
    // Only a session that may make every call is cached: a cached one is answered without this check.
    if (member.password_must_change === 0) cache.remember(tokenHash, member.id, expiresAt, now, readStarted);
    request.memberId = member.id;
  });
}

/** The member of a member call (the auth hook has run). */
export function currentMember(request: FastifyRequest): Member {
  if (!request.member) throw new BusinessError(MSG.unauthorized, CODES.unauthorized);
  return request.member;
}

/** The member's id on a member call, also on the calls that take the session cache. */
export function currentMemberId(request: FastifyRequest): number {
  if (request.memberId === null) throw new BusinessError(MSG.unauthorized, CODES.unauthorized);
  return request.memberId;
}
