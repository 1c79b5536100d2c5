import { PAY_WAYS, type PayWayKey } from '@casino/contract/codes';
import type { PayWayFlags } from '@casino/contract/entities/deposit';

export type PayWay = (typeof PAY_WAYS)[number];

/** The flags of get_pay_way that open each channel (the existing backends answer wechat and wxpay for the same one). */
const FLAGS: Record<PayWayKey, readonly (keyof PayWayFlags)[]> = {
  usdt: ['usdt'],
  bank: ['card'],
  wechat: ['wechat', 'wxpay'],
  alipay: ['alipay'],
  antoken: ['antoken'],
  gopay: ['gopay'],
  okpay: ['okpay'],
};

/** A way's place in the operator's order; a way the order leaves out goes after those it names. */
function placeOf(order: readonly PayWayKey[], key: PayWayKey): number {
  const place = order.indexOf(key);
  return place === -1 ? order.length : place;
}

/**
 * The open deposit channels, in the operator's order when the server sends one, else in the order of the
 * pay way codes (SPEC §9). Another backend may send "1".
 */
export function openPayWays(flags: PayWayFlags): PayWay[] {
  const open = PAY_WAYS.filter((way) => FLAGS[way.key].some((flag) => String(flags[flag]) === '1'));
  const order = flags.order ?? [];
  // A stable sort: ways the order leaves out keep their code order.
  return [...open].sort((a, b) => placeOf(order, a.key) - placeOf(order, b.key));
}
