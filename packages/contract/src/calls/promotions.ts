import { z } from 'zod';
import { defineCall } from '../call';
import { ROUTES } from '../routes';
import { activityApplicationSchema, promotionSchema, promotionSummarySchema, promotionTypeSchema } from '../entities/promotions';
import { emptyBody, formValue, idValue, pageValue, paginated, smallIntValue } from '../wire';

export const activitytype = defineCall({
  ...ROUTES.activitytype,
  summary: 'Promotion types',
  request: emptyBody,
  data: z.array(promotionTypeSchema),
});

export const activitylist = defineCall({
  ...ROUTES.activitylist,
  summary: 'Promotions, optionally of one type',
  request: z.object({ type: smallIntValue, page: pageValue }).optional(),
  data: paginated(promotionSummarySchema),
});

export const activitydeatil = defineCall({
  ...ROUTES.activitydeatil,
  summary: 'One promotion (the misspelling is the API\'s)',
  request: z.object({ id: idValue }),
  data: promotionSchema,
});

export const doactivityapply = defineCall({
  ...ROUTES.doactivityapply,
  summary: 'Apply for a promotion',
  request: z.object({ activityid: idValue, amount: formValue }),
  data: z.array(z.never()),
});

export const activityApplyLog = defineCall({
  ...ROUTES.activityApplyLog,
  summary: 'The member\'s promotion applications',
  request: z.object({ page: pageValue }).optional(),
  data: paginated(activityApplicationSchema),
});
