import { app as appCall, bannerList, getservicerurl, getVisitUrl, homenotice } from '@casino/contract/calls/site';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { answerCall } from '../../http/route';
import { readSite } from '../../site-settings';
import { toAppInfo } from './app-info';
import { banners } from './banners';

export function siteRoutes(api: FastifyInstance, { db, config }: AppContext): void {
  answerCall(api, appCall, async () => ({ data: toAppInfo(await readSite(db)) }));

  answerCall(api, homenotice, async () => {
    const rows = await db.selectFrom('announcement').select('text').orderBy('sort').orderBy('id').execute();
    return { data: rows.map((row) => row.text) };
  });

  answerCall(api, bannerList, async () => ({ data: await banners(db).execute() }));

  answerCall(api, getservicerurl, async () => ({ data: { url: (await readSite(db)).service_url } }));
  // From configuration only: the Host header is the caller's to choose.
  answerCall(api, getVisitUrl, async () => ({ data: { url: (await readSite(db)).visit_url || config.PUBLIC_URL } }));
}
