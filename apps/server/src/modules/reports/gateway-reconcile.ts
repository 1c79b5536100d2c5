import type { Kysely } from 'kysely';
import type { Tables } from '../../platform/db/schema';
import { readGatewayConnections } from '../../integrations/payments/connections';
import type { GatewayOrderStatus } from '../../integrations/payments/gateway';
import { gatewayOf } from '../../integrations/payments/registry';
import { TRANSFER_KIND } from '../../ledger/transfer-kinds';
import type { SecretBox } from '../../platform/security/secret-box';
import { beijingDayRange } from './reconcile';

/** An order on which the gateway and we differ. */
export interface GatewayDifference {
  outTradeNo: string;
  username: string;
  amountFen: number;
  gateway: GatewayOrderStatus['kind'];
  gatewayFen: number | null;
  credited: boolean;
  reason: string;
}

export interface ChannelReconciliation {
  channel: string;
  name: string;
  orders: number;
  paid: { count: number; fen: number };
  credited: { count: number; fen: number };
  differences: GatewayDifference[];
  matched: boolean;
}

export interface GatewayReconciliation {
  day: string;
  channels: ChannelReconciliation[];
  matched: boolean;
}

/** How many orders are asked about at once: a day's orders are asked one by one (EPay's act=order). */
const ASKED_AT_ONCE = 4;

async function askAll<T, R>(items: readonly T[], ask: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      const item = items[index] as T;
      results[index] = await ask(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(ASKED_AT_ONCE, items.length) }, worker));
  return results;
}

/** Why an order is a difference (what the gateway says was paid against what the ledger credited for it), or undefined when they agree. */
function differenceOf(status: GatewayOrderStatus, creditedFen: number): string | undefined {
  if (status.kind === 'unknown') return `无法查询：${status.error}`;
  if (status.kind === 'paid' && creditedFen === 0) return '已付款未入账';
  if (status.kind !== 'paid' && creditedFen > 0) return '已入账未付款';
  if (status.kind === 'paid' && status.amountFen !== creditedFen) return '金额不符';
  return undefined;
}

/**
 * A Beijing day per gateway channel: each of our gateway orders placed that day asked at its gateway (outside any
 * transaction), what it reports paid against what we credited, and the orders on which they differ. Every channel
 * connected now with orders that day, or only `channel`.
 */
export async function reconcileGatewayDay(db: Kysely<Tables>, secrets: SecretBox, input: { day: string; channel?: string | undefined }): Promise<GatewayReconciliation> {
  const range = beijingDayRange(input.day);
  const [connections, channels, orders, credits] = await Promise.all([
    readGatewayConnections(db, secrets),
    db.selectFrom('pay_channel').select(['type', 'name']).execute(),
    db
      .selectFrom('deposit_order')
      .innerJoin('member', 'member.id', 'deposit_order.member_id')
      .select(['deposit_order.out_trade_no', 'deposit_order.channel', 'deposit_order.amount_fen', 'deposit_order.state', 'member.username'])
      .where('deposit_order.gateway', '<>', '')
      .where('deposit_order.created_at', '>=', range.start)
      .where('deposit_order.created_at', '<', range.end)
      .$if(input.channel !== undefined, (query) => query.where('deposit_order.channel', '=', input.channel ?? ''))
      .orderBy('deposit_order.id')
      .execute(),
    // What the ledger credited for each of those orders: its own credit, and finance's of a payment kept for review.
    db
      .selectFrom('transfer')
      .innerJoin('deposit_order', 'deposit_order.out_trade_no', 'transfer.ref_id')
      .select((eb) => ['transfer.ref_id', eb.fn.sum<number | string>('transfer.amount').as('fen')])
      .where('transfer.ref_type', '=', 'deposit_order')
      .where('transfer.kind', '=', TRANSFER_KIND.deposit)
      .where('deposit_order.gateway', '<>', '')
      .where('deposit_order.created_at', '>=', range.start)
      .where('deposit_order.created_at', '<', range.end)
      .groupBy('transfer.ref_id')
      .execute(),
  ]);
  const creditedFen = new Map(credits.map((row) => [row.ref_id, Number(row.fen)]));
  const codes = [...new Set([...connections.map((connection) => connection.channel), ...orders.map((order) => order.channel)])]
    .filter((code) => input.channel === undefined || code === input.channel)
    .sort();
  const result = await Promise.all(
    codes.map(async (code): Promise<ChannelReconciliation> => {
      const connection = connections.find((one) => one.channel === code);
      const mine = orders.filter((order) => order.channel === code);
      const gateway = connection && gatewayOf(connection);
      const statuses = await askAll(mine, (order): Promise<GatewayOrderStatus> => (gateway ? gateway.queryOrder(order.out_trade_no) : Promise.resolve({ kind: 'unknown', error: '通道未连接支付网关' })));
      const paid = { count: 0, fen: 0 };
      const credited = { count: 0, fen: 0 };
      const differences: GatewayDifference[] = [];
      mine.forEach((order, index) => {
        const status = statuses[index] ?? { kind: 'unknown', error: '' };
        const fen = creditedFen.get(order.out_trade_no) ?? 0;
        if (status.kind === 'paid') {
          paid.count += 1;
          paid.fen += status.amountFen;
        }
        if (fen > 0) {
          credited.count += 1;
          credited.fen += fen;
        }
        const reason = differenceOf(status, fen);
        if (reason !== undefined) {
          differences.push({ outTradeNo: order.out_trade_no, username: order.username, amountFen: order.amount_fen, gateway: status.kind, gatewayFen: status.kind === 'paid' ? status.amountFen : null, credited: fen > 0, reason });
        }
      });
      return { channel: code, name: channels.find((one) => one.type === code)?.name ?? code, orders: mine.length, paid, credited, differences, matched: differences.length === 0 };
    }),
  );
  return { day: input.day, channels: result, matched: result.every((channel) => channel.matched) };
}
