import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from './platform/runtime/clock';
import type { Config } from './platform/config/config';
import type { Database } from './platform/db/database';
import { startGatewayOrderExpiry } from './modules/deposit/public';
import { startImageSweep } from './modules/uploads/public';
import { startPlatformTransferResolver } from './modules/wallet/public';
import { startPayoutResolver } from './modules/withdraw/public';
import { startCallbackLogPrune } from './integrations/platforms/callback-log-prune';
import { startPlatformBetPull } from './integrations/platforms/hub88-transfer/pull';
import type { Connections } from './connections';

/**
 * Starts the server's background jobs: the image sweep, the resolvers of platform transfers and gateway payouts whose
 * outcome is unknown, the callback log's pruning, the gateway orders' expiry and the transfer platforms' bet pull.
 * Answers what stops them all.
 */
export function startBackgroundJobs({ config, database, connections, clock, log }: { config: Config; database: Database; connections: Connections; clock: Clock; log: FastifyBaseLogger }): () => void {
  const { platforms: platformConnections, gateways: gatewayConnections } = connections;
  const stops = [
    startImageSweep(database.db, config.DATA_DIR, clock, log),
    startPlatformTransferResolver({ database, connections: platformConnections, clock, timeoutMs: config.PLATFORM_TRANSFER_TIMEOUT_MS }, log),
    startCallbackLogPrune(database.db, clock, log),
    startPlatformBetPull({ database, connections: platformConnections, clock, log, maxCreditFen: config.MAX_EXTERNAL_CREDIT_FEN }, config.PLATFORM_BETS_PULL_MS),
    startGatewayOrderExpiry({ database, gateways: gatewayConnections, clock }, log),
    startPayoutResolver({ database, gateways: gatewayConnections, clock }, log),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
