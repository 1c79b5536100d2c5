import { z } from 'zod';
import { defineCall } from '../call';
import { platformBalanceSchema } from '../entities/wallet';
import { emptyBody, flag, formText, formValue, yuan } from '../wire';

export const balancelist = defineCall({
  method: 'POST',
  path: '/api/balancelist',
  summary: 'The main wallet and every platform wallet',
  auth: true,
  request: emptyBody,
  data: z.array(platformBalanceSchema),
});

export const balancelist2 = defineCall({
  method: 'POST',
  path: '/api/balancelist2',
  summary: 'The same list; polled every 1.5 s on the transfer page',
  auth: true,
  request: emptyBody,
  data: z.array(platformBalanceSchema),
});

export const transfer = defineCall({
  method: 'POST',
  path: '/api/transfer',
  summary: 'Move money between the main wallet and a platform wallet',
  auth: true,
  money: true,
  request: z.strictObject({ amount: formValue, sourcetype: formText, targettype: formText }),
  data: z.object({ balance: yuan }),
});

export const transall = defineCall({
  method: 'POST',
  path: '/api/transall',
  summary: 'Bring every platform balance back to the main wallet',
  auth: true,
  money: true,
  request: emptyBody,
  data: z.object({ balance: yuan }),
});

export const uptransferstatus = defineCall({
  method: 'POST',
  path: '/api/uptransferstatus',
  summary: 'Turn seamless (免转) mode on or off',
  auth: true,
  request: z.strictObject({ transferstatus: z.union([flag, z.enum(['0', '1']).transform(Number)]) }),
  data: z.object({ transferstatus: flag }),
});

