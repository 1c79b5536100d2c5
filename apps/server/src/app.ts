import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { systemClock, type Clock } from './platform/runtime/clock';
import type { Config } from './platform/config/config';
import type { AppContext } from './context';
import type { Database } from './platform/db/database';
import { registerApiDocs } from './platform/http/api-docs';
import { registerAbsoluteAddresses } from './platform/http/absolute-addresses';
import { registerAuth } from './platform/http/auth';
import { SessionCache } from './platform/security/session-cache';
import { AccountIds } from './ledger/account-ids';
import { registerClosingRefusal } from './platform/http/closing';
import { answerClientError } from './platform/http/client-errors';
import { capConnectionsPerAddress } from './platform/http/connection-limits';
import { serverTimeouts } from './platform/http/timeouts';
import { registerErrorHandler } from './platform/http/error-handler';
import { registerFormParser } from './platform/http/form-body';
import { registerJsonParser } from './platform/http/json-body';
import { registerMaintenance } from './kernel/maintenance';
import { registerNoStore } from './platform/http/no-store';
import { recordRouteMethods } from './platform/http/route-methods';
import { registerSecurityHeaders } from './platform/http/security-headers';
import { registerAdminApp } from './platform/http/admin-app';
import { registerWebApp } from './platform/http/web-app';
import { accountRoutes } from './modules/account/routes';
import { uploadRoutes } from './modules/account/upload-routes';
import { adminApi } from './admin-api';
import { agentRoutes } from './modules/agent/routes';
import { articlesRoutes } from './modules/articles/routes';
import { authRoutes } from './modules/auth/routes';
import { gamesRoutes } from './modules/games/routes';
import { inboxRoutes } from './modules/inbox/routes';
import { promotionsRoutes } from './modules/promotions/routes';
import { firstBannerImage, readSiteTheme } from './modules/site/public';
import { siteRoutes } from './modules/site/routes';
import { vipRoutes } from './modules/vip/routes';
import { walletRoutes } from './modules/wallet/routes';
import { cardsRoutes } from './modules/cards/routes';
import { depositGatewayRoutes, depositRoutes } from './modules/deposit/public';
import { withdrawRoutes } from './modules/withdraw/routes';
import { hub88WalletRoutes } from './integrations/platforms/hub88/routes';
import { registerLegacyHttpStatus } from './platform/http/legacy-status';
import { openConnections, type Connections } from './connections';
import type { GameProvider } from './integrations/platforms/provider';
import { demoAdapter, GameProviders, UNCONNECTED_PROVIDER } from './integrations/platforms/registry';
import type { ServerExtension } from './extension';
import { NO_STAND_INS } from './kernel/stand-ins';
import { registerHealth } from './platform/observability/health';
import { lazyRequestLogger } from './platform/observability/lazy-request-logger';
import { loggerOptions } from './platform/observability/logger';
import { registerMetrics } from './platform/observability/metrics';
import { registerRequestIdHeader, requestId } from './platform/observability/request-id';
import { rebateRoutes } from './modules/rebate/routes';
import { recordsRoutes } from './modules/records/routes';
import { redpacketRoutes } from './modules/redpacket/routes';
import { SiteStateCache } from './kernel/site-settings';
import { PlatformsCache } from './modules/wallet/public';
import { useScryptCost } from './platform/security/passwords';
import { secretBox, type SecretBox } from './platform/security/secret-box';
import { loadSecretKey } from './platform/security/secret-key';

export interface AppDependencies {
  config: Config;
  database: Database;
  clock?: Clock;
  /** What is started beside the server (the sandbox's demo content, slot and simulators); nothing unless given. */
  extension?: ServerExtension;
  /** The launcher of the platforms without a connection: the extension's, else none (their launch is refused); tests give their own. */
  gameProvider?: GameProvider;
  /** How long a launch waits for Hub88's game URL (tests shorten it). */
  hub88LaunchTimeoutMs?: number;
  /** Seals the secrets kept in the database; by default with the key of the config (platform/security/secret-key.ts). */
  secrets?: SecretBox;
  /** The connected platforms and gateways as this process caches them, shared with the background jobs (jobs.ts); new ones unless given. */
  connections?: Connections;
  /** Where log lines go; stdout unless given (tests read them). */
  logStream?: NodeJS.WritableStream;
}

const BODY_LIMIT_BYTES = 64 * 1024;

/** Builds the whole server. Tests build their own instance and use app.inject. */
export async function buildApp({ config, database, clock = systemClock, extension = {}, gameProvider = extension.gameProvider?.(database.db) ?? UNCONNECTED_PROVIDER, hub88LaunchTimeoutMs, secrets, connections, logStream }: AppDependencies): Promise<FastifyInstance> {
  useScryptCost(config.SCRYPT_N);
  const app = Fastify({
    logger: loggerOptions(config, logStream),
    // Logged as reqId (Fastify's default label) on every line of a request.
    genReqId: requestId,
    childLoggerFactory: lazyRequestLogger,
    bodyLimit: BODY_LIMIT_BYTES,
    ...serverTimeouts(config),
    clientErrorHandler: answerClientError,
    // Only the configured proxies' X-Forwarded-For is read; with none, the socket's address is the client's.
    trustProxy: config.TRUST_PROXY.length > 0 ? config.TRUST_PROXY : false,
    // On close: idle keep-alive connections are closed at once, requests in flight are answered, and a
    // new request on a busy keep-alive connection gets 503 with Connection: close (main.ts's shutdown), in
    // our envelope (platform/http/closing.ts) rather than Fastify's.
    forceCloseConnections: 'idle',
    return503OnClosing: false,
    // Paths match whatever their case (a path parameter keeps its own): the clients out there send /api/noticelist
    // and /api/activityapplylog for SPEC's noticeList and activityApplyLog (issue #33).
    routerOptions: { caseSensitive: false },
  });
  capConnectionsPerAddress(app.server, config.MAX_CONNECTIONS_PER_ADDRESS, config.TRUST_PROXY);
  registerRequestIdHeader(app);
  registerClosingRefusal(app);
  registerMetrics(app, database, config.METRICS_TOKEN);
  registerHealth(app, database);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerJsonParser(app);
  registerErrorHandler(app, recordRouteMethods(app));
  registerNoStore(app);
  if (config.LEGACY_HTTP_STATUS === '200') registerLegacyHttpStatus(app);
  registerSecurityHeaders(app, config);
  if (config.CORS_ORIGINS.length > 0) {
    await app.register(cors, {
      origin: config.CORS_ORIGINS,
      methods: ['GET', 'POST'],
      allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key', 'X-Device-Id'],
      maxAge: 600,
    });
  }

  const secretsBox = secrets ?? secretBox(loadSecretKey(config));
  const { platforms, gateways } = connections ?? openConnections(database, secretsBox);
  const context: AppContext = {
    config,
    database,
    db: database.db,
    clock,
    gameProviders: new GameProviders(database.db, platforms, demoAdapter(gameProvider), hub88LaunchTimeoutMs),
    accountIds: new AccountIds(),
    siteState: new SiteStateCache(database.db),
    platforms: new PlatformsCache(database.db),
    secrets: secretsBox,
    platformConnections: platforms,
    gateways,
    standIns: extension.standIns ?? NO_STAND_INS,
  };
  const sessionCache = new SessionCache();
  const stopHearing = database.revocations.subscribe((revocation) => {
    sessionCache.forget(revocation);
  });
  app.addHook('onClose', (_app, done) => {
    stopHearing();
    done();
  });
  // The API: every route needs a member token unless its config says public; under maintenance (site_state 0)
  // every route but the contract's OPEN_DURING_MAINTENANCE answers CODES.maintenance first. Its calls also
  // take form-encoded bodies (old clients); the operator API and the demo game take JSON only.
  await app.register(async (api) => {
    await registerFormParser(api);
    registerAbsoluteAddresses(api, config.PUBLIC_URL);
    registerMaintenance(api, context.siteState);
    registerAuth(api, database, sessionCache, clock);
    authRoutes(api, context);
    accountRoutes(api, context);
    await uploadRoutes(api, context);
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
    adminApi(admin, context);
    done();
  });
  // The API reference: public, and answered during maintenance.
  registerApiDocs(app);
  // Hub88's seamless wallet (issue #31): signed callbacks, not behind the member API's maintenance switch.
  await hub88WalletRoutes(app, context);
  // Payment gateways' notifications (issue #32): signed, not behind the maintenance switch either.
  await depositGatewayRoutes(app, context);
  await extension.routes?.(app, context, clock);

  await registerWebApp(app, config, {
    banner: () => firstBannerImage(database.db),
    theme: () => readSiteTheme(database.db),
  });
  await registerAdminApp(app, config.ADMIN_ROOT);
  return app;
}
