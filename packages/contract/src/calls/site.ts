import { z } from 'zod';
import { defineCall } from '../call';
import { ROUTES } from '../routes';
import { appInfoSchema, bannerSchema } from '../entities/site';
import { emptyBody, formValue, urlAnswer } from '../wire';

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
  data: urlAnswer,
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

export const getservicerurl = defineCall({
  ...ROUTES.getservicerurl,
  summary: 'The service chat address',
  request: emptyBody,
  data: urlAnswer,
});
