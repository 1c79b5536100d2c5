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

/** The open deposit channels, in the order of the pay way codes (SPEC §9). Another backend may send "1". */
export function openPayWays(flags: PayWayFlags): PayWay[] {
  return PAY_WAYS.filter((way) => FLAGS[way.key].some((flag) => String(flags[flag]) === '1'));
}
