import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** An incoming X-Request-Id is kept only if it is short and safe to print in a log line and a header. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** This process's prefix: ids stay unique across instances and restarts without a random draw per request. */
const processPrefix = randomBytes(4).toString('hex');
let sequence = 0;

/** Fastify's genReqId: the caller's X-Request-Id when it is a short safe token (a proxy's), else a new one. */
export function requestId(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  if (typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming)) return incoming;
  sequence += 1;
  return `${processPrefix}-${sequence.toString(36)}`;
}

/** Echoes the request id on every answer (404s and errors included: onRequest runs for them too). */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
}
