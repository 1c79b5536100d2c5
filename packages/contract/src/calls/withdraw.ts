import { z } from 'zod';
import { defineCall } from '../call';
import { ROUTES } from '../routes';
import { emptyBody, formText, formValue, yuan } from '../wire';

export const getBetAmount = defineCall({
  ...ROUTES.getBetAmount,
  summary: 'The turnover requirement before a withdrawal',
  request: emptyBody,
  data: z.object({
    /** Turnover still required before a withdrawal (0 when met). */
    bet_amount: yuan,
    /** Extension: turnover required since the last deposit, and turnover reached. */
    required: yuan.optional(),
    reached: yuan.optional(),
  }),
});

export const withdraw = defineCall({
  ...ROUTES.withdraw,
  summary: 'Request a withdrawal to a bound account; funds are held until reviewed',
  request: z.strictObject({
    amount: formValue,
    /** The bound account's id. */
    bank: formValue,
    /** The pay password. */
    password: formText,
  }),
  data: z.object({
    id: z.number().int(),
    order_no: z.string(),
    /** The amount paid out: yuan for cards, USDT after the fee for USDT accounts. */
    real_money: z.number(),
  }),
});
