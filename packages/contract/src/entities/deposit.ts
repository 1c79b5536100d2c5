import { z } from 'zod';
import { PAY_WAYS, type PayWayKey } from '../codes';
import { flag, timestamp, yuan } from '../wire';

const PAY_WAY_KEYS = PAY_WAYS.map((way) => way.key) as [PayWayKey, ...PayWayKey[]];

/** Which deposit channels are open (SPEC §3: pay way flags). */
export const payWayFlagsSchema = z.object({
  antoken: flag,
  usdt: flag,
  card: flag,
  wxpay: flag,
  wechat: flag,
  alipay: flag,
  gopay: flag.optional(),
  okpay: flag.optional(),
  /** The open pay ways in the order the operator set (an extension; older backends leave it out). */
  order: z.array(z.enum(PAY_WAY_KEYS)).optional(),
});
export type PayWayFlags = z.infer<typeof payWayFlagsSchema>;

export const payRangeSchema = z.object({
  min_price: yuan,
  max_price: yuan,
});
export type PayRange = z.infer<typeof payRangeSchema>;

/** One receiving account of the platform; a wallet or QR channel's has its QR image and instructions. */
const receivingAccountSchema = z.object({
  id: z.number().int(),
  bank_no: z.string(),
  bank_owner: z.string(),
  bank_address: z.string(),
  bank_data: z.object({ bank_name: z.string() }),
  payimg: z.string().optional(),
  content: z.string().optional(),
});
export type ReceivingAccount = z.infer<typeof receivingAccountSchema>;

/**
 * The platform's receiving account for a bank transfer (or the asked channel's): the first in the operator's
 * order, and as an extension `list`, every open account of the channel in that order.
 */
export const platformBankAccountSchema = receivingAccountSchema.extend({
  list: z.array(receivingAccountSchema).optional(),
});
export type PlatformBankAccount = z.infer<typeof platformBankAccountSchema>;

/** Deposit instructions for an order (SPEC §3: pay info). */
export const payInfoSchema = z.object({
  deposit_no: z.string(),
  info: z.object({
    amount: yuan,
    real_money: yuan,
    created_at: timestamp,
    bank: z.string(),
    /** Chinese label of the channel. */
    paytype: z.string(),
    /** 1 待审核, 2 审核通过, 3 审核拒绝. */
    state: z.number().int(),
    /** USDT orders: the rate and the USDT amount to send. */
    usdtrate: z.number().optional(),
    usdt_amount: z.number().optional(),
  }),
  cardlist: z.array(
    z.object({
      content: z.string(),
      payimg: z.string(),
      mch_id: z.string(),
    }),
  ),
  /** The AnToken variant: a pay URL and its QR code image. */
  url: z.string().optional(),
  qrcode: z.string().optional(),
});
export type PayInfo = z.infer<typeof payInfoSchema>;
