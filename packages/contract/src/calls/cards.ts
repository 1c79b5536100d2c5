import { z } from 'zod';
import { defineCall } from '../call';
import { ROUTES } from '../routes';
import { bankListEntrySchema, boundAccountSchema } from '../entities/cards';
import { CARD_TYPES } from '../codes';
import { codeValue, emptyBody, formText, formValue, idValue } from '../wire';

export const banklist = defineCall({
  ...ROUTES.banklist,
  summary: 'Banks for the pickers',
  request: emptyBody,
  data: z.array(bankListEntrySchema),
});

export const getcard = defineCall({
  ...ROUTES.getcard,
  summary: 'The member\'s bound accounts of a type (1 bank, 2 USDT, 4 e-wallet)',
  request: z.object({ type: codeValue([CARD_TYPES.bank, CARD_TYPES.usdt, CARD_TYPES.ewallet]) }),
  data: z.array(boundAccountSchema),
});

export const bindcard = defineCall({
  ...ROUTES.bindcard,
  summary: 'Bind a bank card, USDT address or e-wallet address',
  request: z.strictObject({
    bank_owner: formText,
    bank: formText,
    bank_address: formText,
    bank_no: formText,
    pay_pass: formValue,
  }),
  data: z.object({ id: z.number().int() }),
});

export const delcard = defineCall({
  ...ROUTES.delcard,
  summary: 'Unbind an account, with the pay password',
  request: z.strictObject({ id: idValue, pay_pass: formValue }),
  data: z.array(z.never()),
});
