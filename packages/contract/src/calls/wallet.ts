import { z } from 'zod';
import { defineCall } from '../call';
import { ROUTES } from '../routes';
import { platformBalanceSchema } from '../entities/wallet';
import { codeValue, emptyBody, flag, formText, formValue, yuan } from '../wire';

export const balancelist = defineCall({
  ...ROUTES.balancelist,
  summary: 'The main wallet and every platform wallet',
  request: emptyBody,
  data: z.array(platformBalanceSchema),
});

export const balancelist2 = defineCall({
  ...ROUTES.balancelist2,
  summary: 'The same list; polled every 1.5 s on the transfer page',
  request: emptyBody,
  data: z.array(platformBalanceSchema),
});

export const transfer = defineCall({
  ...ROUTES.transfer,
  summary: 'Move money between the main wallet and a platform wallet',
  request: z.strictObject({ amount: formValue, sourcetype: formText, targettype: formText }),
  data: z.object({ balance: yuan }),
});

export const transall = defineCall({
  ...ROUTES.transall,
  summary: 'Bring every platform balance back to the main wallet',
  request: emptyBody,
  data: z.object({ balance: yuan }),
});

export const uptransferstatus = defineCall({
  ...ROUTES.uptransferstatus,
  summary: 'Turn seamless (免转) mode on or off',
  request: z.strictObject({ transferstatus: codeValue([0, 1]) }),
  data: z.object({ transferstatus: flag }),
});

