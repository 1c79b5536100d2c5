import { emptyDayTotals, type DayTotals, type ReconciledKind } from '../day-totals';
import type { Hub88Connection } from '../connections';
import type { PlatformBetItem } from '../provider';
import { HUB88_UNITS_PER_FEN } from './protocol';
import { signBody } from './signature';

/** Hub88's Transactions API (docs.hub88.io, Operator API → Transactions API; docs/protocols/hub88.md §11). */
export const TRANSACTIONS_LIST_PATH = '/operator/generic/v2/transactions/list';

/** How long we wait for Hub88's transactions of a day. */
export const HUB88_REPORT_TIMEOUT_MS = 30_000;

/** One of Hub88's transaction items, the fields we read (the rest are ignored): the adapters' bet history item. */
export type Hub88TransactionItem = PlatformBetItem;

/** Hub88's datetime: ISO 8601 extended without an offset (YYYY-MM-DDThh:mm:ss); we send and read UTC (its zone is not documented). */
export const hub88Time = (millis: number): string => new Date(millis).toISOString().slice(0, 19);

/** Which of our reconciled kinds a Hub88 item counts in, or undefined when it counts in none (declined, rolled back, retried out). */
export function reconciledKindOf(item: Pick<Hub88TransactionItem, 'kind' | 'transaction_status'>): ReconciledKind | undefined {
  if (item.transaction_status !== 'TS_SUCCESS') return undefined;
  if (item.kind === 'TK_ROLLBACK') return 'rollbacks';
  if (item.kind.endsWith('_BET')) return 'bets';
  return item.kind.endsWith('_WIN') ? 'wins' : undefined;
}

/** A day's totals of Hub88's items (each transaction_uuid once), in fen. */
export function tallyHub88Items(items: readonly Hub88TransactionItem[]): DayTotals {
  const totals = emptyDayTotals();
  const seen = new Set<string>();
  for (const item of items) {
    if (seen.has(item.transaction_uuid)) continue;
    seen.add(item.transaction_uuid);
    const kind = reconciledKindOf(item);
    if (kind === undefined) continue;
    totals[kind].count += 1;
    totals[kind].fen += Math.round(item.amount / HUB88_UNITS_PER_FEN);
  }
  return totals;
}

/** The items of Hub88's answer: a bare array, or the one array an object holds (its shape is not documented). */
function itemsOf(body: unknown): Hub88TransactionItem[] | undefined {
  const list = Array.isArray(body) ? body : typeof body === 'object' && body !== null ? Object.values(body).find(Array.isArray) : undefined;
  if (!Array.isArray(list)) return undefined;
  const items: Hub88TransactionItem[] = [];
  for (const entry of list as unknown[]) {
    if (typeof entry !== 'object' || entry === null) return undefined;
    const item = entry as Record<string, unknown>;
    if (typeof item.transaction_uuid !== 'string' || typeof item.transaction_status !== 'string' || typeof item.kind !== 'string' || !Number.isSafeInteger(item.amount)) return undefined;
    items.push(item as unknown as Hub88TransactionItem);
  }
  return items;
}

/** What a transactions/list call asks: a time range (UTC bounds), and optionally one user's items only. */
export interface TransactionsQuery {
  start: number;
  end: number;
  user?: string;
}

/**
 * Hub88's transactions in a time range: POST /operator/generic/v2/transactions/list signed with our key, the range's
 * UTC bounds as start_time and end_time (and `user` when given). Throws on anything but HTTP 200 with a list of items,
 * or no answer in time.
 */
export async function fetchHub88Items(connection: Hub88Connection, query: TransactionsQuery, timeoutMs = HUB88_REPORT_TIMEOUT_MS): Promise<Hub88TransactionItem[]> {
  const body = JSON.stringify({
    operator_id: connection.operatorId,
    ...(connection.subPartnerId === undefined ? {} : { sub_partner_id: connection.subPartnerId }),
    ...(query.user === undefined ? {} : { user: query.user }),
    start_time: hub88Time(query.start),
    end_time: hub88Time(query.end),
    currency: 'CNY',
  });
  const base = connection.apiUrl.endsWith('/') ? connection.apiUrl : `${connection.apiUrl}/`;
  const response = await fetch(new URL(TRANSACTIONS_LIST_PATH.slice(1), base), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-hub88-signature': signBody(body, connection.privateKey) },
    body,
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`Hub88 transactions/list answered HTTP ${String(response.status)}: ${text.slice(0, 200)}`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  const items = itemsOf(parsed);
  if (items === undefined) throw new Error(`Hub88 transactions/list answered no list of transactions: ${text.slice(0, 200)}`);
  return items;
}
