export interface GameLaunch {
  memberId: number;
  platform: string;
  categoryId: string;
  gameCode: string;
  gameName: string;
  /** The address the player's browser reached us at, for absolute URLs. */
  origin: string;
  /** The member's address as we saw it (Hub88 asks for the player's IP). */
  ip: string;
  now: number;
}

/**
 * A game platform. Balances stay in our ledger (the member's platform wallet); a real platform's adapter
 * moves them to and from the platform's own API around the same ledger transfers.
 */
export interface GameProvider {
  /**
   * The URL the member's browser opens to play. Called after the money transaction has committed, never
   * inside one, so it may call the platform; a throw is answered as a failed launch and the seamless
   * sweep is moved back.
   */
  launchUrl(launch: GameLaunch): Promise<string>;
}

/**
 * How a platform's money moves. `seamless`: the platform calls our wallet for every bet and win, which debit and
 * credit the member's main wallet (Hub88); nothing is moved to it before play. `transfer`: the member's money
 * is moved into the platform's own wallet before play (the demo slot plays from our ledger's platform wallet).
 */
export type WalletMode = 'seamless' | 'transfer';

/**
 * A platform's adapter, chosen per platform by the registry (providers/registry.ts) from its connection's protocol.
 * For now it launches games. A transfer-wallet protocol's adapter will add (issue #31, transfer wallets):
 * - `balance(member)`: the member's balance in the platform's own wallet;
 * - `transferIn(order)` / `transferOut(order)`: move money to or from it, by our order id (held in the ledger
 *   before the call, posted or voided by its answer);
 * - `transferStatus(order)`: the outcome of a transfer whose call failed or timed out;
 * - `betHistory(since)`: the platform's bets, pulled on a schedule, idempotent by its own ids;
 * - `gameList()`: the platform's games (Hub88's /operator/generic/v2/game/list).
 */
export interface PlatformAdapter extends GameProvider {
  readonly protocol: 'demo' | 'hub88' | 'hub88-transfer';
  readonly mode: WalletMode;
}
