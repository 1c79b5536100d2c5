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
  /** The hash of the member's session that launches it: its log-off ends the game session (null when none is known). */
  sessionHash: string | null;
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

/** A game of a platform's own list (Hub88's /game/list), the fields our catalogue reads. */
export interface PlatformGame {
  gameCode: string;
  name: string;
  category: string;
  /** The studio that made it. */
  product: string;
  enabled: boolean;
}

/** A transfer into (`in`) or out of (`out`) a platform's own wallet, by our order id (held in the ledger before the call). */
export interface TransferOrder {
  /** Our order id: the platform's transaction id, the same on every re-send. */
  orderId: string;
  memberId: number;
  direction: 'in' | 'out';
  amountFen: number;
}

/**
 * What a transfer call came to. `applied`: the money moved (the balance after it, when answered); `refused`: a definite
 * refusal, nothing moved; `unknown`: no answer, an HTTP error or a body we cannot read: it may or may not have moved.
 */
export type TransferOutcome = { kind: 'applied'; balanceFen: number | undefined } | { kind: 'refused'; status: string } | { kind: 'unknown'; error: string };

/** A bet, win or rollback a platform played from its own wallet, as its bet history lists it (Hub88's Transactions API item). */
export interface PlatformBetItem {
  transaction_uuid: string;
  /** TS_SUCCESS, TS_DECLINED, TS_ROLLEDBACK, TS_RETRY_ATTEMPTS_LIMIT_EXCEEDED. */
  transaction_status: string;
  /** TK_BET, TK_WIN, TK_ROLLBACK and the free, jackpot and bonus kinds. */
  kind: string;
  /** The currency's unit × 100,000; a rollback's is the money it gave back. */
  amount: number;
  currency?: string;
  user?: string;
  round?: string | null;
  reference_transaction_uuid?: string | null;
  game_code?: string | null;
  inserted_at?: string;
}

/** Which of a platform's bets a history call asks: a time range in epoch milliseconds (end not included), and one member's only when given. */
export interface BetWindow {
  start: number;
  end: number;
  memberId?: number;
}

/**
 * A platform's own wallet, which a transfer-wallet protocol moves the member's money into before play. `timeoutMs`:
 * how long a call waits before its outcome is unknown (each protocol has its default).
 */
export interface RemoteWallet {
  /** The member's balance there in fen, or undefined when the platform does not answer it. */
  balance(memberId: number, timeoutMs?: number): Promise<number | undefined>;
  /**
   * Sends the order. Idempotent by `orderId`: the platform applies an order at most once and answers a repeat with the
   * first outcome, so sending the same order again is how an `unknown` outcome is asked (there is no separate status call).
   */
  transfer(order: TransferOrder, timeoutMs?: number): Promise<TransferOutcome>;
  /** The platform's bets, wins and rollbacks in the window, pulled on a schedule and taken idempotently by their own ids. Throws when the list cannot be had. */
  betHistory(window: BetWindow, timeoutMs?: number): Promise<PlatformBetItem[]>;
}

/**
 * A platform's adapter, chosen per platform by the registry (integrations/platforms/registry.ts) from its connection's protocol:
 * it launches games and lists the platform's own; a transfer-wallet protocol whose wallet is the platform's own
 * (hub88-transfer) has a `transferWallet`. The demo has none: its platform wallet is our ledger's.
 */
export interface PlatformAdapter extends GameProvider {
  readonly protocol: 'demo' | 'hub88' | 'hub88-transfer';
  readonly mode: WalletMode;
  /** The platform's own games; throws when the platform does not answer them. */
  gameList(): Promise<PlatformGame[]>;
  readonly transferWallet?: RemoteWallet;
}
