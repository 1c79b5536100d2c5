import { z } from 'zod';
import { defineCall } from '../call';
import { ROUTES } from '../routes';
import { rebateRecordSchema } from '../entities/records';
import { emptyBody, formValue, paginated, yuan } from '../wire';
import { recordListRequest } from './records';

export const getfanshui = defineCall({
  ...ROUTES.getfanshui,
  summary: 'Rebates: the list, total claimed (jisuan) and claimable (nojisuan)',
  request: recordListRequest.extend({
    /** '' all, 1 unclaimed, 2 claimed. */
    type: formValue,
  }),
  data: z.object({
    list: paginated(rebateRecordSchema),
    jisuan: yuan,
    nojisuan: yuan,
  }),
});

export const dofanshui = defineCall({
  ...ROUTES.dofanshui,
  summary: 'Claim every claimable rebate at once',
  request: emptyBody,
  data: z.object({ money: yuan }),
});
