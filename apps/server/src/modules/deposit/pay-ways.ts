import { PAY_WAYS, type PayRangeType, type PayWayKey } from '@casino/contract/codes';
import type { PayWayFlags } from '@casino/contract/entities/deposit';
import { fenToYuan } from '@casino/contract/money';
import type { Kysely } from 'kysely';
import type { Tables } from '../../platform/db/schema';

/** The deposit ways and ranges as players see them, read from the channels on each request. */

const flag = (on: boolean): 0 | 1 => (on ? 1 : 0);

/** The pay way a channel belongs to (both USDT protocols are the one USDT way). */
const wayOfChannel = (type: string): PayWayKey | undefined => (type.startsWith('usdt') ? 'usdt' : PAY_WAYS.find((way) => way.key === type)?.key);

/** The open pay ways in the order of their channels' `sort` (a way with two channels takes its first). */
function payWayOrder(channels: readonly { type: string; sort: number; enabled: number }[]): NonNullable<PayWayFlags['order']> {
  const order: PayWayKey[] = [];
  for (const channel of [...channels].filter((c) => c.enabled === 1).sort((a, b) => a.sort - b.sort || a.type.localeCompare(b.type))) {
    const way = wayOfChannel(channel.type);
    if (way !== undefined && !order.includes(way)) order.push(way);
  }
  return order;
}

/** Which pay ways are open (a channel of theirs is enabled), and their order. */
export async function payWayFlags(db: Kysely<Tables>): Promise<PayWayFlags> {
  const all = await db.selectFrom('pay_channel').selectAll().orderBy('sort').orderBy('type').execute();
  const open = new Set(all.filter((c) => c.enabled === 1).map((c) => c.type));
  return {
    antoken: flag(open.has('antoken')),
    usdt: flag(open.has('usdt-trc20') || open.has('usdt-erc20')),
    card: flag(open.has('bank')),
    wxpay: flag(open.has('wechat')),
    wechat: flag(open.has('wechat')),
    alipay: flag(open.has('alipay')),
    gopay: flag(open.has('gopay')),
    okpay: flag(open.has('okpay')),
    order: payWayOrder(all),
  };
}

/** The amounts a channel takes, in yuan. */
export async function payRange(db: Kysely<Tables>, type: PayRangeType) {
  const channel = await db.selectFrom('pay_channel').select(['min_fen', 'max_fen']).where('type', '=', type).executeTakeFirstOrThrow();
  return { min_price: fenToYuan(channel.min_fen), max_price: fenToYuan(channel.max_fen) };
}
