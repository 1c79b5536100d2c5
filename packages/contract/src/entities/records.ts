import { z } from 'zod';
import { timestamp, yuan } from '../wire';

/** Which way a record moved the member's main wallet (中心钱包): in (a credit) or out (a debit). */
export const TRANSACTION_DIRECTIONS = ['in', 'out'] as const;
export type TransactionDirection = (typeof TRANSACTION_DIRECTIONS)[number];

/**
 * What a record is: a deposit or withdrawal order, or the ledger movement of a transfer into a platform
 * (transfer_in), out of one (transfer_out), a rebate, a red packet, a promotion's bonus or an operator's adjustment.
 */
export const TRANSACTION_KINDS = ['deposit', 'withdrawal', 'transfer_in', 'transfer_out', 'rebate', 'redpacket', 'bonus', 'adjustment'] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];

/** A deposit, withdrawal or transfer record (gettransrecord). */
export const transactionRecordSchema = z.object({
  created_at: timestamp,
  /**
   * The number a player quotes to support: a deposit's or withdrawal's order number; for any other movement a
   * number of the same form made from its ledger transfer (a letter for its kind, the Beijing time, six digits),
   * the same each time it is read. Never an internal id or idempotency key.
   */
  out_trade_no: z.string(),
  /** Chinese label of the channel or the platform, or of the kind of credit (返水, 红包, 优惠彩金, 系统调整). */
  pay_way: z.string(),
  /** Always positive: `direction` says which way it went (legacy clients read an absolute amount). */
  amount: yuan,
  state: z.number().int(),
  /** From the ledger entry's side for the member's main wallet, not from the list's type: a credit is in, a debit out. */
  direction: z.enum(TRANSACTION_DIRECTIONS),
  kind: z.enum(TRANSACTION_KINDS),
  /** Why an operator refused a deposit or withdrawal (state 3); absent otherwise and on transfers. */
  remark: z.string().optional(),
});
export type TransactionRecord = z.infer<typeof transactionRecordSchema>;

export const betRecordSchema = z.object({
  bet_time: timestamp,
  bet_id: z.string(),
  /** The platform's Chinese name. */
  Code: z.string(),
  playname: z.string(),
  playmemo: z.string(),
  bet_amount: yuan,
  win_loss: yuan,
  /** 0 无效注单, 1 已结算, 2 未结算. */
  status: z.number().int(),
});
export type BetRecord = z.infer<typeof betRecordSchema>;

export const rebateRecordSchema = z.object({
  created_at: timestamp,
  gamename: z.string(),
  money: yuan,
  /** 0 pending claim, otherwise claimed. */
  state: z.number().int(),
  updated_at: timestamp,
});
export type RebateRecord = z.infer<typeof rebateRecordSchema>;
