/** A deposit to be paid at a gateway: our order and where the gateway tells us and sends the player back. */
export interface GatewayPayment {
  outTradeNo: string;
  amountFen: number;
  /** What the player pays for, shown on the gateway's cashier. */
  name: string;
  notifyUrl: string;
  returnUrl: string;
}

/**
 * What a notification says, once read. `paid`: signed by the merchant's gateway, a successful payment of an order;
 * `refused`: not to be believed (why); `ignored`: signed, but not a payment (another trade status).
 */
export type NotificationReading =
  | { kind: 'paid'; outTradeNo: string; tradeNo: string; amountFen: number }
  | { kind: 'ignored'; outTradeNo: string; tradeNo: string; status: string }
  | { kind: 'refused'; reason: 'signature' | 'stale' | 'merchant' | 'malformed'; outTradeNo: string; tradeNo: string; amountFen: number | undefined };

/** An order as the gateway's query answers it; `unknown` when it could not be asked (no answer, an error, a body we cannot read). */
export type GatewayOrderStatus =
  | { kind: 'paid'; tradeNo: string; amountFen: number }
  | { kind: 'unpaid'; tradeNo: string }
  | { kind: 'not-found' }
  | { kind: 'unknown'; error: string };

/** A payout (代付) of a withdrawal to the member's account, by our payout number (the same on every re-send). */
export interface GatewayPayout {
  payoutId: string;
  amountFen: number;
  /** 'bank', 'alipay' or 'wxpay'. */
  accountType: 'bank' | 'alipay' | 'wxpay';
  account: string;
  accountName: string;
  remark: string;
}

/**
 * What a payout call or query came to. `paid` with the gateway's reference; `processing`: accepted, not paid yet (ask
 * again); `failed`: a definite refusal or failure, nothing paid; `unknown`: no answer or one we cannot read.
 */
export type PayoutOutcome =
  | { kind: 'paid'; reference: string }
  | { kind: 'processing'; reference: string }
  | { kind: 'failed'; error: string }
  | { kind: 'unknown'; error: string };

/** One gateway protocol, for one connected channel. Every method that calls the gateway is called outside any transaction. */
export interface PaymentGateway {
  /** The address the player's browser opens to pay (no call to the gateway is made). */
  payUrl(payment: GatewayPayment): string;
  /** Set when the gateway refuses a pay URL some minutes after it was made (EPay V2's signed timestamp): it is made when opened. */
  payUrlExpires?: true;
  /** Reads a notification's parameters as received. */
  readNotification(params: Readonly<Record<string, string>>): NotificationReading;
  /** The body the gateway expects back: it stops repeating a notification only on `accepted`. */
  notificationAnswer(accepted: boolean): string;
  /** Asks the gateway about one of our orders. */
  queryOrder(outTradeNo: string): Promise<GatewayOrderStatus>;
  /** Present when the connection can pay out (its payout keys were given). */
  payouts?: {
    submit(payout: GatewayPayout): Promise<PayoutOutcome>;
    query(payoutId: string): Promise<PayoutOutcome>;
  };
}
