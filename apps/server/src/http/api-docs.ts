import { openApiDocument, type OpenApiDocument } from '@casino/contract/openapi/document';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

/** The OpenAPI document of the API, as JSON. */
export const OPENAPI_PATH = '/api/openapi.json';
/** The API reference (Swagger UI, from the package's own files), and its copy of the document at ./json and ./yaml. */
export const API_DOCS_PREFIX = '/api/docs';

let built: OpenApiDocument | undefined;

/** Built on the first request, once per process: it takes about 0.1 s, which no start-up should pay. */
function document(): OpenApiDocument {
  built ??= openApiDocument();
  return built;
}

/**
 * The API reference: public, outside the API's auth and maintenance hooks (so it answers during
 * maintenance), under the same CSP as every page.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  app.get(OPENAPI_PATH, { config: { public: true } }, () => document());
  await app.register(async (docs) => {
    // @fastify/swagger only hands the document to the UI; it is given a stand-in at start-up and the UI
    // sends the real one (transformSpecification), built when first asked for.
    await docs.register(fastifySwagger, {
      mode: 'static',
      specification: { document: { openapi: '3.0.3', info: { title: 'Casino API', version: '1.0.0' }, paths: {} } },
    });
    await docs.register(fastifySwaggerUi, {
      routePrefix: API_DOCS_PREFIX,
      transformSpecification: () => document(),
      transformSpecificationClone: false,
      theme: { title: 'Casino API' },
      uiConfig: { docExpansion: 'none', defaultModelsExpandDepth: 0 },
    });
  });
}
