import type { FastifyRequest } from 'fastify';

/** The token of an `Authorization: Bearer <token>` header, for member and operator calls alike. */
export function bearerToken(request: FastifyRequest): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
}
