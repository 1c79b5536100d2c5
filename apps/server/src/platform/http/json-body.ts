import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies, where an empty body counts as none: clients of this API post `Content-Type:
 * application/json` with nothing in it for calls that take no payload. Everything else goes to
 * Fastify's own parser, which refuses prototype poisoning.
 */
export function registerJsonParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    void parseJson(request, text, done);
  });
}
