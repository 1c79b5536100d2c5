import type { FastifyInstance } from 'fastify';

/** The players' API (not the operators'), whatever the case of its path. */
const PLAYER_API_PATH = /^\/api(\/|$)/i;

/**
 * LEGACY_HTTP_STATUS=200: every answer of the players' API is HTTP 200 with its code in the body only, as the original
 * backend answered, for the clients that read nothing else (an HTTP 401 or 429 is an exception to them). The body is
 * the same envelope either way.
 */
export function registerLegacyHttpStatus(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    if (reply.statusCode !== 200 && PLAYER_API_PATH.test(request.url) && typeof type === 'string' && type.startsWith('application/json')) reply.code(200);
    done(null, payload);
  });
}
