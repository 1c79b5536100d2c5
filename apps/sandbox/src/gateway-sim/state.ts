/** One payment order as the gateway keeps it (pre_order): the values as stored, i.e. after the gateway's escaping and cutting. */
export interface EpaySimOrder {
  pid: string;
  /** The gateway's order number: YmdHis (China time) and 5 digits. */
  tradeNo: string;
  /** How it was made, which decides its notify's format (§6.6): 'v1' submit.php/mapi.php (MD5), 'v2' api/pay/submit (RSA). */
  protocol: 'v1' | 'v2';
  outTradeNo: string;
  /** The pay type; '' when the merchant sent none (submit.php: the buyer picks it on the pay page). */
  type: string;
  name: string;
  amountFen: number;
  notifyUrl: string;
  returnUrl: string;
  param: string;
  /** Site name shown on the pay page; not part of the order's identity. */
  sitename: string;
  clientip: string;
  /** 0 unpaid, 1 paid (act=order's status). */
  status: 0 | 1;
  createdAt: number;
  paidAt: number | undefined;
  /** The buyer's cancel on the pay page: shown there, nothing sent (EPay notifies payments only). */
  cancelled: boolean;
}

/** One payout (V2 transfer), keyed by the merchant's out_biz_no. */
export interface EpaySimPayout {
  pid: string;
  outBizNo: string;
  /** The upstream transfer number (orderid). */
  orderId: string;
  type: string;
  account: string;
  name: string;
  amountFen: number;
  remark: string;
  /** 0 processing, 1 success, 2 failed. */
  status: 0 | 1 | 2;
  errmsg: string;
  createdAt: number;
  paidAt: number | undefined;
  /** How many transfer/submit calls named this out_biz_no (the payout itself is made once). */
  submits: number;
}

/** How the next new transfer/submit behaves (POST sim/payouts/next). */
export interface EpaySimPayoutBehaviour {
  mode: 'success' | 'processing' | 'fail' | 'apply-then-timeout';
  /** How long the answer is held back; apply-then-timeout holds it 30 s unless given. */
  delayMs?: number;
  errmsg?: string;
}

/** One notification the gateway sent (a GET to notify_url) and what the merchant answered. */
export interface EpaySimNotification {
  at: number;
  /** What sent it: the payment's first send, a scheduled retry, a fault, a renotify, or a notify for an order the gateway may not have. */
  kind: 'payment' | 'retry' | 'duplicate' | 'concurrent' | 'wrong-sign' | 'changed-amount' | 'renotify' | 'unsolicited';
  pid: string;
  outTradeNo: string;
  /** The full URL called. */
  url: string;
  /** The fields sent, signature included. */
  query: Record<string, string>;
  /** The HTTP status, undefined when there was no answer. */
  status: number | undefined;
  /** The answer's body, or the error (timeout, refused connection). */
  answer: string;
  /** Whether the gateway takes it as received: the body contains success, SUCCESS or Success. */
  ok: boolean;
}

/** The simulator's memory: every order, payout and notification, for the routes and for tests to inspect. */
export class EpaySimState {
  readonly orders: EpaySimOrder[] = [];
  readonly payouts: EpaySimPayout[] = [];
  readonly notifications: EpaySimNotification[] = [];
  /** Each merchant's balance (fen) that payouts draw on: paid orders add to it. */
  readonly balances = new Map<string, number>();
  nextPayout: EpaySimPayoutBehaviour | undefined;

  orderByTradeNo(tradeNo: string): EpaySimOrder | undefined {
    return this.orders.find((order) => order.tradeNo === tradeNo);
  }

  /** The newest order of this out_trade_no (of this merchant when pid is given). */
  orderByOutTradeNo(outTradeNo: string, pid?: string): EpaySimOrder | undefined {
    return this.orders.findLast((order) => order.outTradeNo === outTradeNo && (pid === undefined || order.pid === pid));
  }

  payoutByOutBizNo(outBizNo: string, pid?: string): EpaySimPayout | undefined {
    return this.payouts.find((payout) => payout.outBizNo === outBizNo && (pid === undefined || payout.pid === pid));
  }

  /** The daily cron's delete of unpaid orders older than 24 h (G-mid/G-new cron.php?do=order), done when anything looks orders up. */
  dropStaleOrders(now: number): void {
    for (let index = this.orders.length - 1; index >= 0; index -= 1) {
      const order = this.orders[index];
      if (order !== undefined && order.status === 0 && now - order.createdAt > UNPAID_ORDER_LIFETIME_MS) this.orders.splice(index, 1);
    }
  }

  balanceOf(pid: string): number {
    return this.balances.get(pid) ?? 0;
  }

  addBalance(pid: string, fen: number): void {
    this.balances.set(pid, this.balanceOf(pid) + fen);
  }

  notificationsOf(outTradeNo: string): EpaySimNotification[] {
    return this.notifications.filter((notification) => notification.outTradeNo === outTradeNo);
  }

  /** Everything, as GET sim/state answers it. */
  snapshot() {
    return { orders: this.orders, payouts: this.payouts, notifications: this.notifications, balances: Object.fromEntries(this.balances) };
  }
}

export const UNPAID_ORDER_LIFETIME_MS = 24 * 3600_000;
