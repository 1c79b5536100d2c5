import { z } from 'zod';
import { timestamp, yuan } from '../wire';

/** A deposit, withdrawal or transfer record (gettransrecord). */
export const transactionRecordSchema = z.object({
  created_at: timestamp,
  out_trade_no: z.string(),
  /** Chinese label of the channel or the platform. */
  pay_way: z.string(),
  amount: yuan,
  state: z.number().int(),
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
