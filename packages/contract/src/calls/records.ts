import { z } from 'zod';
import { defineCall } from '../call';
import { ROUTES } from '../routes';
import { betRecordSchema, transactionRecordSchema } from '../entities/records';
import { formText, formValue, MAX_INT32, pageValue, paginated } from '../wire';

const dateFilter = z
  .union([z.number().int().min(0).max(MAX_INT32), z.string().regex(/^\d?$/).transform((v) => (v === '' ? 1 : Number(v)))])
  .optional();

export const recordListRequest = z.object({
  /** 1 today, 2 a week, 3 half a month, 4 a month. */
  date: dateFilter,
  page: pageValue,
  /** A platform code, '' for all. */
  api_type: formText,
  pagesize: formValue,
});

export const gettransrecord = defineCall({
  ...ROUTES.gettransrecord,
  summary:
    "The member's deposits (1), withdrawals (2), transfers into platforms (3), or transfers out of them with the wallet's other movements (4: rebates, red packets, bonuses, an operator's credits and debits); each row says which way it moved the main wallet (direction) and carries a number the player can quote (out_trade_no)",
  request: recordListRequest.extend({
    type: z.union([z.number().int().min(0).max(MAX_INT32), z.string().regex(/^\d$/).transform(Number)]),
  }),
  data: paginated(transactionRecordSchema),
});

export const betrecord = defineCall({
  ...ROUTES.betrecord,
  summary: 'The member\'s bets',
  request: recordListRequest,
  data: paginated(betRecordSchema),
});
