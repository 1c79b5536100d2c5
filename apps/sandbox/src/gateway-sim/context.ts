import type { KeyObject } from 'node:crypto';
import type { EpayNotifier } from './notifier';
import type { MoneyFormat } from './php-wire';
import type { EpaySimState } from './state';

/** A merchant the simulated gateway knows. */
export interface EpaySimMerchant {
  pid: string;
  /** The V1 MD5 key (also api.php's `key`). */
  key: string;
  /** Verifies the merchant's V2 (RSA) calls: api/pay/* and the payouts. Without it, the merchant cannot use them. */
  merchantPublicKey?: KeyObject;
  /** The balance payouts draw on before any order is paid (fen); 100,000.00 yuan unless given. */
  balanceFen?: number;
}

/** What the simulator's route files share. */
export interface EpaySimContext {
  merchants: ReadonlyMap<string, EpaySimMerchant>;
  state: EpaySimState;
  notifier: EpayNotifier;
  clock: () => number;
  moneyFormat: MoneyFormat;
  platformPrivateKey: KeyObject | undefined;
  /** Where browsers reach the simulator (no trailing slash): the pay page's base. */
  publicUrlOf: (request: { protocol: string; host: string }) => string;
}
