import { existsSync } from 'node:fs';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { systemClock, type Clock } from './clock';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Database } from './db/database';
import { demoArtRoutes } from './demo/art-routes';
import { demoPageRoutes } from './demo/pages';
import { registerAuth } from './http/auth';
import { contentSecurityPolicy } from './http/csp';
import { registerErrorHandler } from './http/error-handler';
import { registerJsonParser } from './http/json-body';
import { registerNoStore } from './http/no-store';
import { recordRouteMethods } from './http/route-methods';
import { accountRoutes } from './modules/account/routes';
import { adminRoutes } from './modules/admin/routes';
import { agentRoutes } from './modules/agent/routes';
import { articlesRoutes } from './modules/articles/routes';
import { authRoutes } from './modules/auth/routes';
import { gamesRoutes } from './modules/games/routes';
import { inboxRoutes } from './modules/inbox/routes';
import { promotionsRoutes } from './modules/promotions/routes';
import { siteRoutes } from './modules/site/routes';
import { vipRoutes } from './modules/vip/routes';
import { walletRoutes } from './modules/wallet/routes';
import { cardsRoutes } from './modules/cards/routes';
import { depositRoutes } from './modules/deposit/routes';
import { withdrawRoutes } from './modules/withdraw/routes';
import { demoProvider } from './providers/demo/provider';
import { demoGameRoutes } from './providers/demo/routes';
import type { GameProvider } from './providers/provider';
import { rebateRoutes } from './modules/rebate/routes';
import { recordsRoutes } from './modules/records/routes';
import { redpacketRoutes } from './modules/redpacket/routes';

export interface AppDependencies {
  config: Config;
  database: Database;
  clock?: Clock;
  gameProvider?: GameProvider;
}

const BODY_LIMIT_BYTES = 64 * 1024;

/** Builds the whole server. Tests build their own instance and use app.inject. */
export async function buildApp({ config, database, clock = systemClock, gameProvider = demoProvider(database.db) }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerJsonParser(app);
  registerErrorHandler(app, recordRouteMethods(app));
  registerNoStore(app);

  await app.register(helmet, {
    contentSecurityPolicy: { directives: contentSecurityPolicy(config) },
    crossOriginEmbedderPolicy: false,
    // Banners, tiles and avatars are public and may be shown by a web app hosted on another origin.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  if (config.CORS_ORIGINS.length > 0) {
    await app.register(cors, {
      origin: config.CORS_ORIGINS,
      methods: ['GET', 'POST'],
      allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
      maxAge: 600,
    });
  }

  const context: AppContext = { config, database, db: database.db, clock, gameProvider };
  // The API: every route needs a member token unless its config says public.
  await app.register(async (api) => {
    await api.register(multipart);
    registerAuth(api, database.db, clock);
    authRoutes(api, context);
    accountRoutes(api, context);
    siteRoutes(api, context);
    promotionsRoutes(api, context);
    inboxRoutes(api, context);
    articlesRoutes(api, context);
    gamesRoutes(api, context);
    vipRoutes(api, context);
    agentRoutes(api, context);
    walletRoutes(api, context);
    depositRoutes(api, context);
    cardsRoutes(api, context);
    withdrawRoutes(api, context);
    recordsRoutes(api, context);
    rebateRoutes(api, context);
    redpacketRoutes(api, context);
  });
  // The operator API: admin tokens only.
  await app.register((admin, _options, done) => {
    adminRoutes(admin, context);
    done();
  });
  await demoGameRoutes(app, context);
  demoArtRoutes(app);
  demoPageRoutes(app);

  app.get('/config.json', () => ({ apiBase: config.WEB_API_BASE }));

  if (existsSync(config.WEB_ROOT)) {
    await app.register(fastifyStatic, { root: config.WEB_ROOT, index: 'index.html', wildcard: false });
  }
  return app;
}
