import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';
import { RS, type WalletCall } from './protocol';
import { UnverifiedBudget } from '../../../platform/security/unverified-requests';
import { answerCallback } from './wallet';

/** Where Hub88 calls our wallet: `<wallet endpoint>/user/info` and so on, the wallet endpoint being /wallet/hub88. */
export const HUB88_WALLET_PREFIX = '/wallet/hub88';

const CALLS: Record<string, WalletCall> = {
  '/user/info': 'info',
  '/user/balance': 'balance',
  '/transaction/bet': 'bet',
  '/transaction/win': 'win',
  '/transaction/rollback': 'rollback',
};

/**
 * Hub88's Operator Wallet API. Bodies are kept as their exact bytes (the signature covers them), whatever the
 * content type; every answer is HTTP 200 with an RS_* status, even for a failure of ours. Not behind the site's
 * maintenance switch: wins and rollbacks settle money already at risk (bets are refused in the service).
 */
export async function hub88WalletRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const connections = context.platformConnections;
  await app.register((wallet, _options, done) => {
    wallet.removeAllContentTypeParsers();
    wallet.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, parsed) => {
      parsed(null, body);
    });
    wallet.setErrorHandler((error, request, reply) => {
      request.log.error({ err: error }, 'Hub88 wallet call failed');
      return reply.status(200).send({ status: RS.unknown });
    });
    const deps = {
      database: context.database,
      accountIds: context.accountIds,
      clock: context.clock,
      siteState: context.siteState,
      connections,
      maxCreditFen: context.config.MAX_EXTERNAL_CREDIT_FEN,
      warn: (text: string) => {
        wallet.log.warn(text);
      },
      unverified: new UnverifiedBudget(),
    };
    for (const [path, call] of Object.entries(CALLS)) {
      wallet.post(`${HUB88_WALLET_PREFIX}${path}`, async (request) => {
        const signature = request.headers['x-hub88-signature'];
        return answerCallback(deps, {
          call,
          path,
          body: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
          signature: typeof signature === 'string' ? signature : undefined,
          remoteAddress: request.ip,
        });
      });
    }
    done();
  });
}
