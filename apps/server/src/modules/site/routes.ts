import { app as appCall, bannerList, getservicerurl, getVisitUrl, homenotice } from '@casino/contract/calls/site';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { answerCall } from '../../platform/http/route';
import { homeNotices } from './announcements';
import { appInfo, serviceUrl, visitUrl } from './app-info';
import { homeBanners } from './banners';

export function siteRoutes(api: FastifyInstance, { db, config }: AppContext): void {
  answerCall(api, appCall, async () => ({ data: await appInfo(db) }));

  answerCall(api, homenotice, async () => ({ data: await homeNotices(db) }));

  answerCall(api, bannerList, async () => ({ data: await homeBanners(db) }));

  answerCall(api, getservicerurl, async () => ({ data: { url: await serviceUrl(db) } }));
  // From configuration only: the Host header is the caller's to choose.
  answerCall(api, getVisitUrl, async () => ({ data: { url: await visitUrl(db, config.PUBLIC_URL) } }));
}
