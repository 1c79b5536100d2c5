import { z } from 'zod';
import { defineCall } from '../call';
import { ROUTES } from '../routes';
import { PAY_RANGE_TYPES } from '../codes';
import { payInfoSchema, payRangeSchema, payWayFlagsSchema, platformBankAccountSchema } from '../entities/deposit';
import { formText, formValue } from '../wire';

export const getPayWay = defineCall({
  ...ROUTES.getPayWay,
  summary: 'Open deposit channels',
  request: z.object({}),
  data: payWayFlagsSchema,
});

export const getPayRange = defineCall({
  ...ROUTES.getPayRange,
  summary: 'A channel\'s deposit range',
  request: z.object({ type: z.enum(PAY_RANGE_TYPES) }),
  data: payRangeSchema,
});

/** The deposit payload (SPEC §3). paytype is a pay way code (SPEC §9). */
export const depositRequestSchema = z.strictObject({
  paytype: formValue,
  amount: formValue,
  /** USDT: TRC20 or ERC20. */
  catepay: formText,
  /** Bank transfer: the depositor's own bank, branch, card number and name. */
  bank: formText,
  bank_address: formText,
  bank_no: formText,
  bank_owner: formText,
});

export const recharge = defineCall({
  ...ROUTES.recharge,
  summary: 'Create a deposit order; message holds its number, or info.navurl for channels 5 and 6',
  request: depositRequestSchema,
  data: z.object({ out_trade_no: z.string() }),
  message: z.union([z.string(), z.object({ info: z.object({ navurl: z.string() }) })]),
});

export const payinfo = defineCall({
  ...ROUTES.payinfo,
  summary: 'Instructions for a deposit order; message names the channel',
  request: z.object({ deposit_no: formText }),
  data: payInfoSchema,
});

export const getpaybank = defineCall({
  ...ROUTES.getpaybank,
  summary: "The platform's receiving bank account; with `type` (an extension), the account(s) of that deposit channel, in the operator's order",
  request: z.object({ type: z.enum(PAY_RANGE_TYPES).optional() }).optional(),
  data: platformBankAccountSchema,
});
