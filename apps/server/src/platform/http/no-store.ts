import type { FastifyInstance } from 'fastify';

const API_PATH = /^\/(admin\/)?api(\/|$)/i;
/** The API reference's page and files (Swagger UI's script and styles, 1.6 MB): kept and revalidated by the browser. */
const API_DOCS_FILES = /^\/api\/docs(\/|$)/i;

/** Every answer of the API and the operator API, refusals and 404s included, is never cached. */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (API_PATH.test(request.url) && !API_DOCS_FILES.test(request.url)) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
