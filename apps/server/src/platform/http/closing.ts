import { CODES } from '@casino/contract/codes';
import { SERVER_MSG } from '@casino/contract/server-messages';
import type { FastifyInstance } from 'fastify';

/** HTTP 503: a load balancer sends the request to another instance. */
const SERVICE_UNAVAILABLE = 503;

/**
 * From the start of close() (main.ts's shutdown), a request that still reaches the server, on a keep-alive
 * connection busy at the time, is refused before anything runs: HTTP 503 in our envelope, with Fastify's
 * `Connection: close`. It replaces Fastify's return503OnClosing (off in app.ts), which answers its own
 * JSON past every hook. The body code is the generic server error's, not maintenance's (503), which would
 * put the web app on its maintenance screen while the other instances answer.
 */
export function registerClosingRefusal(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) {
      done();
      return;
    }
    void reply.status(SERVICE_UNAVAILABLE).send({ code: CODES.serverError, message: SERVER_MSG.serverRestarting, data: [] });
  });
}
