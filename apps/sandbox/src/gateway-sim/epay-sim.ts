import type { KeyObject } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerApiRoutes } from './api-routes';
import type { EpaySimContext, EpaySimMerchant } from './context';
import { registerControlRoutes } from './control-routes';
import { rawBodies } from './form';
import { EPAY_NOTIFY_RETRY_DELAYS_MS, EpayNotifier } from './notifier';
import { registerOrderRoutes } from './order-routes';
import { registerPayQueryRoutes } from './pay-query-routes';
import { registerPayoutRoutes } from './payout-routes';
import type { MoneyFormat } from './php-wire';
import { EpaySimState } from './state';

export type { EpaySimMerchant } from './context';
export { EPAY_SIM_FAULTS, type EpaySimFault } from './control-routes';
export { EPAY_NOTIFY_RETRY_DELAYS_MS } from './notifier';
export { EPAY_SIM_PAY_TYPES } from './orders';
export { EpaySimState, type EpaySimNotification, type EpaySimOrder, type EpaySimPayout, type EpaySimPayoutBehaviour } from './state';

export interface EpaySimOptions {
  merchants: readonly EpaySimMerchant[];
  /** Signs the V2 answers and notifications; without it the V2 API (api/pay/*, api/transfer/*) answers code -2. */
  platformPrivateKey?: KeyObject;
  /** Where browsers reach the pay page, e.g. http://127.0.0.1:4090; by default the request's own origin and the routes' prefix. */
  publicUrl?: string;
  /** The notify's money: 'float' (G-mid/G-new: 1.00 sent as 1, the default) or 'fixed' (G-old: 1.00). */
  moneyFormat?: MoneyFormat;
  /** The waits between a payment's notify sends after the first fails (EPAY_NOTIFY_RETRY_DELAYS_MS: 5 sends over ~1 h). */
  notifyRetryDelaysMs?: readonly number[];
  /** How long a notify waits for the merchant's answer (5000). */
  notifyTimeoutMs?: number;
  /** The simulator's memory, for tests to inspect; a new one unless given. */
  state?: EpaySimState;
  /** The gateway's clock (Date.now); tests move it for the 24 h, 10 day, 5 min and 300 s windows. */
  clock?: () => number;
}

/** The simulated EPay gateway on a server of its own (npm run gateway-sim, tests). */
export function buildEpaySim(options: EpaySimOptions): FastifyInstance {
  // Closing drops the connections still open (an answer held back, a client's keep-alive) rather than waiting for them.
  const app = Fastify({ logger: false, forceCloseConnections: true });
  epaySimRoutes(app, options);
  return app;
}

/**
 * The simulated EPay (彩虹易支付, G-mid/G-new generation) gateway's routes on `app`, speaking docs/protocols/epay.md:
 * V1 submit.php, mapi.php, api.php and the pay page (order-routes.ts, api-routes.ts), V2 api/pay/submit (order-routes.ts),
 * api/pay/query (pay-query-routes.ts) and payouts (payout-routes.ts) and
 * the control API under sim/ (control-routes.ts). `app` must be a scope of its own (its own server, or
 * `app.register((scope) => { epaySimRoutes(scope, …) }, { prefix })`): it reads every body as bytes. Answers its state.
 */
export function epaySimRoutes(app: FastifyInstance, options: EpaySimOptions): EpaySimState {
  const state = options.state ?? new EpaySimState();
  const clock = options.clock ?? Date.now;
  for (const merchant of options.merchants) if (!state.balances.has(merchant.pid)) state.balances.set(merchant.pid, merchant.balanceFen ?? 100_000_00);
  const notifier = new EpayNotifier(state, { timeoutMs: options.notifyTimeoutMs ?? 5_000, retryDelaysMs: options.notifyRetryDelaysMs ?? EPAY_NOTIFY_RETRY_DELAYS_MS, clock });
  const prefix = app.prefix;
  const context: EpaySimContext = {
    merchants: new Map(options.merchants.map((merchant) => [merchant.pid, merchant])),
    state,
    notifier,
    clock,
    moneyFormat: options.moneyFormat ?? 'float',
    platformPrivateKey: options.platformPrivateKey,
    publicUrlOf: (request) => (options.publicUrl ?? `${request.protocol}://${request.host}${prefix}`).replace(/\/+$/, ''),
  };

  // Answers held back (apply-then-timeout) are let go when the server closes, so that closing does not wait for them.
  const held = new Set<() => void>();
  const hold = (ms: number) =>
    new Promise<void>((resolve) => {
      const release = () => {
        clearTimeout(timer);
        held.delete(release);
        resolve();
      };
      const timer = setTimeout(release, ms);
      held.add(release);
    });
  app.addHook('preClose', (done) => {
    notifier.close();
    for (const release of [...held]) release();
    done();
  });

  rawBodies(app);
  registerOrderRoutes(app, context);
  registerApiRoutes(app, context);
  registerPayQueryRoutes(app, context);
  registerPayoutRoutes(app, context, hold);
  registerControlRoutes(app, context);
  return state;
}
