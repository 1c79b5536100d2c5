import type { FastifyInstance } from 'fastify';

const API_PATH = /^\/(admin\/)?api(\/|$)/;

/** Every answer of the API and the operator API, refusals and 404s included, is never cached. */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (API_PATH.test(request.url)) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
