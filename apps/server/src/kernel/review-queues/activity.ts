import { fenToYuan } from '@casino/contract/money';
import { formatBeijingTime } from '@casino/contract/time';
import { reviewStateName } from './request';

/** What the activity beside a row of either review queue shows of the member's earlier orders. */

/** How many of the member's earlier orders the activity lists. */
export const RECENT = 5;

export interface OrderRow {
  order_no: string;
  amount_fen: number;
  state: number;
  created_at: number;
}

export const recentItem = (row: OrderRow) => ({ order_no: row.order_no, amount: fenToYuan(row.amount_fen), state: reviewStateName(row.state), created_at: formatBeijingTime(row.created_at) });

/** Count and sum of approved rows; PostgreSQL answers count and sum(bigint) as strings. */
export const totals = (row: { count: number | string | bigint; sum: number | string | null }) => ({ count: Number(row.count), sum: fenToYuan(Number(row.sum ?? 0)) });
