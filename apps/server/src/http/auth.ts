import { CODES } from '@casino/contract/codes';
import { MSG } from '@casino/contract/messages';
import { accountBlockMessage } from '@casino/contract/rules/login';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Tables } from '../db/schema';
import { sessionOfToken, type Member } from '../security/sessions';
import { bearerToken } from './bearer-token';
import { BusinessError } from './business-error';

declare module 'fastify' {
  interface FastifyRequest {
    /** The member of the bearer token, on member calls. */
    member: Member | null;
    /** The SHA-256 of the bearer token, on member calls. */
    tokenHash: string | null;
  }
}

/**
 * Every route of the API plugin needs a member's token unless its config says `public: true`.
 * A missing, unknown, expired or revoked token is HTTP 401; a blacklisted or disabled member HTTP 403
 * with the SPEC §5 message, also on the sessions the block or disable ended.
 */
export function registerAuth(api: FastifyInstance, db: Kysely<Tables>, clock: Clock): void {
  api.decorateRequest('member', null);
  api.decorateRequest('tokenHash', null);
  api.addHook('onRequest', async (request) => {
    if (request.is404 || request.routeOptions.config.public === true) return;
    const token = bearerToken(request);
    const found = token ? await sessionOfToken(db, token, clock()) : undefined;
    if (!found) throw new BusinessError(MSG.unauthorized, CODES.unauthorized);
    const blocked = accountBlockMessage(found.member);
    if (blocked) throw new BusinessError(blocked, CODES.forbidden);
    // Ended by a block or disable that has since been lifted: the member logs in again.
    if (!found.live) throw new BusinessError(MSG.unauthorized, CODES.unauthorized);
    request.member = found.member;
    request.tokenHash = found.tokenHash;
  });
}

/** The member of a member call (the auth hook has run). */
export function currentMember(request: FastifyRequest): Member {
  if (!request.member) throw new BusinessError(MSG.unauthorized, CODES.unauthorized);
  return request.member;
}
