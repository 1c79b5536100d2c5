import { z } from 'zod';
import { defineCall } from '../call';
import { ROUTES } from '../routes';
import {
  activityApplicationSchema,
  appInfoSchema,
  articleSchema,
  bannerSchema,
  inboxMessageSchema,
  promotionSchema,
  promotionSummarySchema,
  promotionTypeSchema,
  urlSchema,
} from '../entities/content';
import { emptyBody, formValue, idValue, pageValue, paginated } from '../wire';

export const app = defineCall({
  ...ROUTES.app,
  summary: 'Site settings',
  request: emptyBody,
  data: appInfoSchema,
});

export const getVisitUrl = defineCall({
  ...ROUTES.getVisitUrl,
  summary: 'The site address to send a visitor to',
  request: z.object({}),
  data: urlSchema,
});

export const homenotice = defineCall({
  ...ROUTES.homenotice,
  summary: 'Scrolling announcements',
  request: emptyBody,
  data: z.array(z.string()),
});

export const bannerList = defineCall({
  ...ROUTES.bannerList,
  summary: 'Home banners',
  request: z.object({ type: formValue }).optional(),
  data: z.array(bannerSchema),
});

export const activitytype = defineCall({
  ...ROUTES.activitytype,
  summary: 'Promotion types',
  request: emptyBody,
  data: z.array(promotionTypeSchema),
});

export const activitylist = defineCall({
  ...ROUTES.activitylist,
  summary: 'Promotions, optionally of one type',
  request: z.object({ type: formValue, page: pageValue }).optional(),
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

export const noticeList = defineCall({
  ...ROUTES.noticeList,
  summary: 'The member\'s inbox',
  request: z.object({ page: pageValue }).optional(),
  data: paginated(inboxMessageSchema),
});

export const article = defineCall({
  ...ROUTES.article,
  summary: 'An article of a type (1, 2, 3, 4, 5, 7, 8)',
  request: z.object({ type: idValue }),
  data: articleSchema,
});

export const getservicerurl = defineCall({
  ...ROUTES.getservicerurl,
  summary: 'The service chat address',
  request: emptyBody,
  data: urlSchema,
});

export const getAgentLoginUrl = defineCall({
  ...ROUTES.getAgentLoginUrl,
  summary: 'The agent back office address',
  request: z.object({}),
  data: urlSchema,
});
