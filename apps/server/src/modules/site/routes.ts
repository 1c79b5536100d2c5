import { app as appCall, bannerList, getservicerurl, getVisitUrl, homenotice } from '@casino/contract/calls/site';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { answerCall } from '../../http/route';
import { readSite } from '../../site-settings';
import { toAppInfo } from './app-info';

export function siteRoutes(api: FastifyInstance, { db }: AppContext): void {
  answerCall(api, appCall, async () => ({ data: toAppInfo(await readSite(db)) }));

  answerCall(api, homenotice, async () => {
    const rows = await db.selectFrom('announcement').select('text').orderBy('sort').orderBy('id').execute();
    return { data: rows.map((row) => row.text) };
  });

  answerCall(api, bannerList, async () => {
    const rows = await db.selectFrom('banner').select(['src', 'url', 'background']).orderBy('sort').orderBy('id').execute();
    return { data: rows };
  });

  answerCall(api, getservicerurl, async () => ({ data: { url: (await readSite(db)).service_url } }));
  answerCall(api, getVisitUrl, async ({ request }) => {
    const site = await readSite(db);
    return { data: { url: site.visit_url || `${request.protocol}://${request.host}` } };
  });
}
