import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { epayMd5Sign, epayRsaSign } from '../../../server/src/integrations/payments/epay/sign';
import { notifyMoney, type MoneyFormat } from './php-wire';
import type { EpaySimNotification, EpaySimOrder, EpaySimState } from './state';

/** The notify's schedule after a failed first send (G-mid/G-new cron.php: +1, +3, +19, +55 min; 5 sends in all). */
export const EPAY_NOTIFY_RETRY_DELAYS_MS: readonly number[] = [60_000, 120_000, 960_000, 2_160_000];

/** The gateway's HTTP client (G-new curl_get): a fixed Chrome UA. */
const USER_AGENT = 'Mozilla/5.0 (Windows NT 10.0; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/78.0.3904.108 Safari/537.36';

/** What a notification carries besides the order (§3.2). */
export interface NotifyTarget {
  pid: string;
  key: string;
  tradeNo: string;
  outTradeNo: string;
  type: string;
  name: string;
  money: string;
  param: string;
  notifyUrl: string;
  /** An order made through V2 (api/pay/*): notified in V2's format, RSA-signed by the platform's key at the time of each send (§6.6). */
  rsa?: { platformKey: KeyObject; clock: () => number };
}

/** The key a wrong V2 signature is made with: an RSA key that is not the platform's, made once when first needed. */
let otherKey: KeyObject | undefined;
const notThePlatformKey = () => (otherKey ??= generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey);

/**
 * A V2 order's notify (G-new creat_callback for version 1): the V1 fields, api_trade_no (the upstream channel's number),
 * a fresh timestamp, RSA-signed by the platform key (another key for wrongSign), sign_type=RSA.
 */
function v2NotifyFields(target: NotifyTarget, rsa: NonNullable<NotifyTarget['rsa']>, wrongSign: boolean): Record<string, string> {
  const fields: Record<string, string> = {
    api_trade_no: `4200${target.tradeNo}`,
    money: target.money,
    name: target.name,
    out_trade_no: target.outTradeNo,
    ...(target.param === '' ? {} : { param: target.param }),
    pid: target.pid,
    timestamp: String(Math.floor(rsa.clock() / 1000)),
    trade_no: target.tradeNo,
    trade_status: 'TRADE_SUCCESS',
    type: target.type,
  };
  return { ...fields, sign_type: 'RSA', sign: epayRsaSign(fields, wrongSign ? notThePlatformKey() : rsa.platformKey) };
}

/** The notify's fields: a V2 order's as above; a V1 order's signed with the merchant's MD5 key: pid, trade_no, out_trade_no, type, name, money, trade_status, param when non-empty. */
export function notifyFields(target: NotifyTarget, options: { wrongSign?: boolean } = {}): Record<string, string> {
  if (target.rsa !== undefined) return v2NotifyFields(target, target.rsa, options.wrongSign === true);
  const fields: Record<string, string> = {
    money: target.money,
    name: target.name,
    out_trade_no: target.outTradeNo,
    ...(target.param === '' ? {} : { param: target.param }),
    pid: target.pid,
    trade_no: target.tradeNo,
    trade_status: 'TRADE_SUCCESS',
    type: target.type,
  };
  // A bad signature: as made with another key, so it still looks like one (32 lowercase hex).
  const sign = epayMd5Sign(fields, options.wrongSign === true ? `${target.key}-not-the-key` : target.key);
  return { ...fields, sign, sign_type: 'MD5' };
}

/** An order's notify target as the gateway renders it. */
export const orderTarget = (order: EpaySimOrder, key: string, format: MoneyFormat, amountFen = order.amountFen, rsa?: NotifyTarget['rsa']): NotifyTarget => ({
  pid: order.pid,
  key,
  tradeNo: order.tradeNo,
  outTradeNo: order.outTradeNo,
  type: order.type,
  name: order.name,
  money: notifyMoney(amountFen, format),
  param: order.param,
  notifyUrl: order.notifyUrl,
  ...(rsa === undefined ? {} : { rsa }),
});

/** notify_url with the fields appended as PHP does (`?`, or `&` when the URL has a query already; urlencode: space as +). */
export const notifyUrlWith = (notifyUrl: string, fields: Record<string, string>) => `${notifyUrl}${notifyUrl.includes('?') ? '&' : '?'}${new URLSearchParams(fields).toString()}`;

/** The gateway's success test (do_notify): the body contains one of these (strpos), whatever the HTTP status. */
export const isNotifyReceived = (body: string) => ['success', 'SUCCESS', 'Success'].some((word) => body.includes(word));

/** Sends notifications as the gateway does, records each in the state, and retries a payment's on the schedule. */
export class EpayNotifier {
  private readonly timers = new Set<NodeJS.Timeout>();
  private closed = false;

  constructor(
    private readonly state: EpaySimState,
    private readonly options: { timeoutMs: number; retryDelaysMs: readonly number[]; clock: () => number },
  ) {}

  /** One GET to notify_url (5 s timeout, no redirect followed), recorded. */
  async send(kind: EpaySimNotification['kind'], target: Pick<NotifyTarget, 'pid' | 'outTradeNo' | 'notifyUrl'>, fields: Record<string, string>): Promise<EpaySimNotification> {
    const url = notifyUrlWith(target.notifyUrl, fields);
    let status: number | undefined;
    let answer: string;
    try {
      const response = await fetch(url, { redirect: 'manual', headers: { 'user-agent': USER_AGENT }, signal: AbortSignal.timeout(this.options.timeoutMs) });
      status = response.status;
      answer = await response.text();
    } catch (error) {
      answer = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    }
    const notification: EpaySimNotification = { at: this.options.clock(), kind, pid: target.pid, outTradeNo: target.outTradeNo, url, query: fields, status, answer, ok: status !== undefined && isNotifyReceived(answer) };
    this.state.notifications.push(notification);
    return notification;
  }

  /** A payment's notify: the first send now (answered), then, until one is received, the retries on the schedule (V2: each with its own timestamp). */
  async sendWithRetries(target: NotifyTarget): Promise<EpaySimNotification> {
    const first = await this.send('payment', target, notifyFields(target));
    if (!first.ok) this.retry(target, 0);
    return first;
  }

  private retry(target: NotifyTarget, attempt: number): void {
    const delay = this.options.retryDelaysMs[attempt];
    if (delay === undefined || this.closed) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.send('retry', target, notifyFields(target)).then((sent) => {
        if (!sent.ok) this.retry(target, attempt + 1);
      });
    }, delay);
    timer.unref();
    this.timers.add(timer);
  }

  /** Retries still waiting. */
  get pendingRetries(): number {
    return this.timers.size;
  }

  /** Drops the waiting retries (the server closing). */
  close(): void {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}
