import { existsSync } from 'node:fs';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/database';
import { registerErrorHandler } from './http/error-handler';
import { registerJsonParser } from './http/json-body';
import { contentRoutes } from './modules/content/routes';
import { contentSecurityPolicy } from './http/csp';

export interface AppDependencies {
  config: Config;
  database: Database;
}

const BODY_LIMIT_BYTES = 64 * 1024;

/** Builds the whole server. Tests build their own instance and use app.inject. */
export async function buildApp({ config, database }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerJsonParser(app);
  registerErrorHandler(app);

  await app.register(helmet, {
    contentSecurityPolicy: { directives: contentSecurityPolicy(config) },
    crossOriginEmbedderPolicy: false,
  });

  contentRoutes(app, database);

  app.get('/config.json', { config: { public: true } }, () => ({ apiBase: config.WEB_API_BASE }));

  if (existsSync(config.WEB_ROOT)) {
    await app.register(fastifyStatic, { root: config.WEB_ROOT, index: 'index.html', wildcard: false });
  }
  return app;
}
