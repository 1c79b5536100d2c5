import { parseYuan } from '@casino/contract/money';
import type { EpayConnection } from '../connections';
import type { NotificationReading } from '../gateway';

/** The gateway's answer to a notification it may stop repeating, and to one it should send again (docs/protocols/epay.md §3.1, §7.5). */
const ANSWER = { accepted: 'success', refused: 'fail' } as const;

export const epayNotificationAnswer = (accepted: boolean) => (accepted ? ANSWER.accepted : ANSWER.refused);

/** The only trade status EPay notifies (§3.1: "只有TRADE_SUCCESS是成功"). */
const TRADE_SUCCESS = 'TRADE_SUCCESS';

/** Our order numbers already match EPay's out_trade_no pattern (§1.1); a notification naming another is malformed. */
const OUT_TRADE_NO = /^[a-zA-Z0-9._\-|]+$/;

/** The base the player's browser opens: the connection's pay URL (a path is on our own origin) or its API URL. */
export const browserBase = (connection: EpayConnection) => connection.payUrl ?? connection.apiUrl;

/**
 * A notification (V1 §3.2, V2 §6.6) once its signature was checked (`ok`: signed by the gateway; `stale`: signed, but a
 * V2 timestamp more than 300 s away): then the merchant, the status and the amount (in fen, as received: `1` and
 * `1.00` alike, §7.1).
 */
export function readEpayNotification(params: Readonly<Record<string, string>>, connection: EpayConnection, signature: 'ok' | 'signature' | 'stale'): NotificationReading {
  const outTradeNo = params.out_trade_no ?? '';
  const tradeNo = params.trade_no ?? '';
  const amountFen = parseYuan(params.money ?? '');
  if (signature !== 'ok') return { kind: 'refused', reason: signature, outTradeNo, tradeNo, amountFen };
  if (params.pid !== connection.pid) return { kind: 'refused', reason: 'merchant', outTradeNo, tradeNo, amountFen };
  if (!OUT_TRADE_NO.test(outTradeNo) || tradeNo === '') return { kind: 'refused', reason: 'malformed', outTradeNo, tradeNo, amountFen };
  const status = params.trade_status ?? '';
  if (status !== TRADE_SUCCESS) return { kind: 'ignored', outTradeNo, tradeNo, status } satisfies NotificationReading;
  if (amountFen === undefined || amountFen <= 0) return { kind: 'refused', reason: 'malformed', outTradeNo, tradeNo, amountFen };
  return { kind: 'paid', outTradeNo, tradeNo, amountFen };
}
