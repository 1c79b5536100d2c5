import { z } from 'zod';
import { defineCall } from '../call';
import { rebateRecordSchema } from '../entities/records';
import { emptyBody, formValue, paginated, yuan } from '../wire';
import { recordListRequest } from './records';

export const getfanshui = defineCall({
  method: 'POST',
  path: '/api/getfanshui',
  summary: 'Rebates: the list, total claimed (jisuan) and claimable (nojisuan)',
  auth: true,
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
  method: 'POST',
  path: '/api/dofanshui',
  summary: 'Claim every claimable rebate at once',
  auth: true,
  money: true,
  request: emptyBody,
  data: z.object({ money: yuan }),
});
