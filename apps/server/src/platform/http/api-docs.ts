import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { openApiDocument, type OpenApiDocument } from '@casino/contract/openapi/document';
import type { FastifyInstance } from 'fastify';

/** The OpenAPI document of the API, as JSON. */
export const OPENAPI_PATH = '/api/openapi.json';
/** The API reference: Swagger UI's page, its files under ./static/ and the script that starts it. */
export const API_DOCS_PREFIX = '/api/docs';

/** swagger-ui-dist's folder, found from here (in the compiled server too: the package stays in node_modules). */
const SWAGGER_UI_FILES = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
/** The files the page loads, by name with their type; nothing else of the package is served. */
const SERVED_FILES = new Map([
  ['swagger-ui.css', 'text/css; charset=utf-8'],
  ['index.css', 'text/css; charset=utf-8'],
  ['swagger-ui-bundle.js', 'text/javascript; charset=utf-8'],
  ['favicon-32x32.png', 'image/png'],
]);

const PAGE = `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="utf-8" />
    <title>Casino API</title>
    <link rel="stylesheet" href="${API_DOCS_PREFIX}/static/swagger-ui.css" />
    <link rel="stylesheet" href="${API_DOCS_PREFIX}/static/index.css" />
    <link rel="icon" type="image/png" href="${API_DOCS_PREFIX}/static/favicon-32x32.png" sizes="32x32" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="${API_DOCS_PREFIX}/static/swagger-ui-bundle.js"></script>
    <script src="${API_DOCS_PREFIX}/start.js"></script>
  </body>
</html>
`;

/** A file of its own, not inline: the CSP allows no inline script. */
const START = `window.ui = SwaggerUIBundle({ url: ${JSON.stringify(OPENAPI_PATH)}, dom_id: '#swagger-ui', deepLinking: true, docExpansion: 'none', defaultModelsExpandDepth: 0 });\n`;

let built: OpenApiDocument | undefined;

/** Built on the first request, once per process: it takes about 0.1 s, which no start-up should pay. */
function document(): OpenApiDocument {
  built ??= openApiDocument();
  return built;
}

/**
 * The API reference: public, outside the API's auth and maintenance hooks (so it answers during
 * maintenance), under the same CSP as every page. Swagger UI's files are read from swagger-ui-dist: its
 * Fastify plugins loaded a YAML library and more at every start, for a page few open.
 */
export function registerApiDocs(app: FastifyInstance): void {
  app.get(OPENAPI_PATH, { config: { public: true } }, () => document());
  app.get(API_DOCS_PREFIX, (_request, reply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(PAGE));
  app.get(`${API_DOCS_PREFIX}/start.js`, (_request, reply) => reply.type('text/javascript; charset=utf-8').send(START));
  app.get<{ Params: { file: string } }>(`${API_DOCS_PREFIX}/static/:file`, (request, reply) => {
    const type = SERVED_FILES.get(request.params.file);
    if (type === undefined) {
      reply.callNotFound();
      return reply;
    }
    // Kept for an hour: the names carry no version, and an upgrade of swagger-ui-dist shows within the hour.
    return reply.type(type).header('cache-control', 'public, max-age=3600').send(createReadStream(join(SWAGGER_UI_FILES, request.params.file)));
  });
}
