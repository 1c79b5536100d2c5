import {
  adminAnnouncements,
  adminBanners,
  adminDeleteAnnouncement,
  adminDeleteBanner,
  adminPopup,
  adminSaveAnnouncement,
  adminSaveBanner,
  adminSavePopup,
  adminSaveSiteLinks,
  adminSaveSiteTheme,
  adminSaveUsdtRates,
  adminSettings,
  adminSite,
  adminSiteLinks,
  adminSiteTheme,
  adminUsdtRates,
} from '@casino/contract/calls/site';
import { MSG } from '@casino/contract/messages';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { answerCall } from '../../platform/http/route';
import { auditOf } from '../operators/public';
import { announcementPage, deleteAnnouncement, saveAnnouncement } from './announcements';
import { bannerPage, deleteBanner, saveBanner } from './banner-editing';
import { readPopup, savePopup } from './popup';
import { readSiteLinks, readSiteTheme, readUsdtRates, saveSiteLinks, saveSiteTheme, saveUsdtRates } from './settings';
import { readSiteSwitches } from './switches';
import { setSiteState } from './site-state';

/** The operators' site calls: maintenance and switches, links, brand theme, USDT rates, banners, notices and the popup. */
export function siteAdminRoutes(admin: FastifyInstance, context: AppContext): void {
  const { database, db, clock, siteState } = context;
  answerCall(admin, adminBanners, async ({ input }) => ({ data: await bannerPage(db, input) }));

  answerCall(admin, adminSaveBanner, async ({ input, request }) => ({ data: await saveBanner(database, input, auditOf(request, clock())), message: MSG.operationOk }));

  answerCall(admin, adminDeleteBanner, async ({ input, request }) => {
    await deleteBanner(database, input.id, auditOf(request, clock()));
    return { data: [], message: MSG.operationOk };
  });
  answerCall(admin, adminSite, async ({ input, request }) => {
    const now = clock();
    await setSiteState(database, input.site_state, input.repair_tips, now, auditOf(request, now));
    siteState.forget();
    return { data: [], message: MSG.operationOk };
  });

  answerCall(admin, adminSettings, async () => ({ data: await readSiteSwitches(db) }));

  answerCall(admin, adminAnnouncements, async ({ input }) => ({ data: await announcementPage(db, input) }));

  answerCall(admin, adminSaveAnnouncement, async ({ input, request }) => ({ data: await saveAnnouncement(database, input, auditOf(request, clock())), message: MSG.operationOk }));

  answerCall(admin, adminDeleteAnnouncement, async ({ input, request }) => {
    await deleteAnnouncement(database, input.id, auditOf(request, clock()));
    return { data: [], message: MSG.operationOk };
  });

  answerCall(admin, adminPopup, async () => ({ data: await readPopup(db) }));

  answerCall(admin, adminSavePopup, async ({ input, request }) => ({ data: await savePopup(database, input, auditOf(request, clock())), message: MSG.operationOk }));

  answerCall(admin, adminSiteLinks, async () => ({ data: await readSiteLinks(db) }));

  answerCall(admin, adminSaveSiteLinks, async ({ input, request }) => {
    const now = clock();
    return { data: await saveSiteLinks(database, input, now, auditOf(request, now)), message: MSG.operationOk };
  });

  answerCall(admin, adminSiteTheme, async () => ({ data: await readSiteTheme(db) }));

  answerCall(admin, adminSaveSiteTheme, async ({ input, request }) => {
    const now = clock();
    return { data: await saveSiteTheme(database, input, now, auditOf(request, now)), message: MSG.operationOk };
  });

  answerCall(admin, adminUsdtRates, async () => ({ data: await readUsdtRates(db) }));

  answerCall(admin, adminSaveUsdtRates, async ({ input, request }) => {
    const now = clock();
    return { data: await saveUsdtRates(database, input, now, auditOf(request, now)), message: MSG.operationOk };
  });
}
