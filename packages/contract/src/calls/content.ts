import { z } from 'zod';
import { defineCall } from '../call';
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
  method: 'POST',
  path: '/api/app',
  summary: 'Site settings',
  auth: false,
  request: emptyBody,
  data: appInfoSchema,
});

export const getVisitUrl = defineCall({
  method: 'GET',
  path: '/api/getVisitUrl',
  summary: 'The site address to send a visitor to',
  auth: false,
  request: z.object({}),
  data: urlSchema,
});

export const homenotice = defineCall({
  method: 'POST',
  path: '/api/homenotice',
  summary: 'Scrolling announcements',
  auth: false,
  request: emptyBody,
  data: z.array(z.string()),
});

export const bannerList = defineCall({
  method: 'POST',
  path: '/api/bannerList',
  summary: 'Home banners',
  auth: false,
  request: z.object({ type: formValue }).optional(),
  data: z.array(bannerSchema),
});

export const activitytype = defineCall({
  method: 'POST',
  path: '/api/activitytype',
  summary: 'Promotion types',
  auth: false,
  request: emptyBody,
  data: z.array(promotionTypeSchema),
});

export const activitylist = defineCall({
  method: 'POST',
  path: '/api/activitylist',
  summary: 'Promotions, optionally of one type',
  auth: false,
  request: z.object({ type: formValue, page: pageValue }).optional(),
  data: paginated(promotionSummarySchema),
});

export const activitydeatil = defineCall({
  method: 'POST',
  path: '/api/activitydeatil',
  summary: 'One promotion (the misspelling is the API\'s)',
  auth: false,
  request: z.object({ id: idValue }),
  data: promotionSchema,
});

export const doactivityapply = defineCall({
  method: 'POST',
  path: '/api/doactivityapply',
  summary: 'Apply for a promotion',
  auth: true,
  request: z.object({ activityid: idValue, amount: formValue }),
  data: z.array(z.never()),
});

export const activityApplyLog = defineCall({
  method: 'POST',
  path: '/api/activityApplyLog',
  summary: 'The member\'s promotion applications',
  auth: true,
  request: z.object({ page: pageValue }).optional(),
  data: paginated(activityApplicationSchema),
});

export const noticeList = defineCall({
  method: 'POST',
  path: '/api/noticeList',
  summary: 'The member\'s inbox',
  auth: true,
  request: z.object({ page: pageValue }).optional(),
  data: paginated(inboxMessageSchema),
});

export const article = defineCall({
  method: 'POST',
  path: '/api/article',
  summary: 'An article of a type (1, 2, 3, 4, 5, 7, 8)',
  auth: false,
  request: z.object({ type: idValue }),
  data: articleSchema,
});

export const getservicerurl = defineCall({
  method: 'POST',
  path: '/api/getservicerurl',
  summary: 'The service chat address',
  auth: false,
  request: emptyBody,
  data: urlSchema,
});

export const getAgentLoginUrl = defineCall({
  method: 'GET',
  path: '/api/getAgentLoginUrl',
  summary: 'The agent back office address',
  auth: false,
  request: z.object({}),
  data: urlSchema,
});
