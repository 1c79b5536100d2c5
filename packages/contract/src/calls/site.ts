import { z } from 'zod';
import { defineCall } from '../call';
import { ROUTES } from '../routes';
import { appInfoSchema, bannerSchema } from '../entities/site';
import { emptyBody, formValue, urlAnswer, text, pageValue, smallIntValue, sortFields, paginated, idValue, done } from '../wire';
import { siteThemeSchema } from '../site-theme';
import { BANNER_SORTING, ANNOUNCEMENT_SORTING } from '../list-sorting';

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

// Operator calls (extensions), with an admin token.

export const adminSite = defineCall({
  ...ROUTES.adminSite,
  summary: 'Maintenance on (0) or off (1), with the tip shown',
  request: z.object({ site_state: z.union([z.literal(0), z.literal(1)]), repair_tips: text(500).optional() }),
  data: done,
});
export const adminSettings = defineCall({
  ...ROUTES.adminSettings,
  summary: 'The site switches as they are now: maintenance off (1) or on (0) with its tip, and the red packet switch',
  request: z.object({}),
  data: z.object({ site_state: z.union([z.literal(0), z.literal(1)]), repair_tips: z.string(), redpacket_switch: z.union([z.literal(0), z.literal(1)]) }),
});
const bannerItem = z.object({ id: z.number().int(), src: z.string(), url: z.string(), background: z.string(), sort: z.number().int(), hidden: z.boolean() });
export const adminBanners = defineCall({
  ...ROUTES.adminBanners,
  summary: "The home's banners in their order (sort, then id) unless sorted by id or by shown (ascending: hidden first), hidden ones included, paged on the server",
  request: z.object({ page: pageValue, per_page: smallIntValue, ...sortFields(BANNER_SORTING) }),
  data: paginated(bannerItem),
});
export const adminSaveBanner = defineCall({
  ...ROUTES.adminSaveBanner,
  summary:
    'Create a banner, or change the one with this id: image (a site path or http(s) address), link, background colour (#RGB or #RRGGBB), order (0–9999) and whether it is hidden; the rules are checkBanner. Players see it on their next load of the home',
  request: z.object({
    id: idValue.optional(),
    src: text(500).optional(),
    url: text(500).optional(),
    background: text(7).optional(),
    sort: smallIntValue,
    hidden: z.boolean().optional(),
  }),
  data: bannerItem,
});
export const adminDeleteBanner = defineCall({ ...ROUTES.adminDeleteBanner, summary: 'Delete a banner', request: z.object({ id: idValue }), data: done });
// Site settings: links, USDT rates, deposit channels
const siteLinks = z.object({
  title: z.string(),
  site_logo: z.string(),
  service_url: z.string(),
  agent_login_url: z.string(),
  ios_download_url: z.string(),
  visit_url: z.string(),
});
export const adminSiteLinks = defineCall({
  ...ROUTES.adminSiteLinks,
  summary: "The site's name, logo address and the addresses players are sent to: 客服 (getservicerurl), agent login, iOS download, visit",
  request: z.object({}),
  data: siteLinks,
});
export const adminSaveSiteLinks = defineCall({
  ...ROUTES.adminSaveSiteLinks,
  summary: 'Change the site name, logo and addresses; each address is empty, a site path or http(s) (checkSiteLinks). Players see them on their next read',
  request: z.object({
    title: text(50).optional(),
    site_logo: text(500).optional(),
    service_url: text(500).optional(),
    agent_login_url: text(500).optional(),
    ios_download_url: text(500).optional(),
    visit_url: text(500).optional(),
  }),
  data: siteLinks,
});
export const adminSiteTheme = defineCall({
  ...ROUTES.adminSiteTheme,
  summary: "The player app's brand theme: 深色 (dark) or 浅色 (light), the primary and the accent colour (#rrggbb)",
  request: z.object({}),
  data: siteThemeSchema,
});
export const adminSaveSiteTheme = defineCall({
  ...ROUTES.adminSaveSiteTheme,
  summary:
    'Change the brand theme: the mode and two #rrggbb colours whose text stays readable at 4.5:1 on the mode\'s surfaces and on the primary (checkSiteTheme). Players see it on their next read of app',
  request: z.object({ mode: text(5).optional(), primary: text(7).optional(), accent: text(7).optional() }),
  data: siteThemeSchema,
});
const usdtRates = z.object({ usdt_rate: z.string(), withdraw_usdt_rate: z.string(), withdraw_fee_erc20: z.string(), withdraw_fee_trc20: z.string() });
export const adminUsdtRates = defineCall({
  ...ROUTES.adminUsdtRates,
  summary: 'Yuan per USDT for deposits and withdrawals, and the USDT fee of an ERC20 / TRC20 withdrawal, as the decimal text stored',
  request: z.object({}),
  data: usdtRates,
});
export const adminSaveUsdtRates = defineCall({
  ...ROUTES.adminSaveUsdtRates,
  summary: 'Change the USDT rates (above 0) and withdrawal fees (0 or more), decimal text with up to 4 decimals (checkUsdtRates); the next deposit or withdrawal uses them',
  request: z.object({ usdt_rate: formValue, withdraw_usdt_rate: formValue, withdraw_fee_erc20: formValue, withdraw_fee_trc20: formValue }),
  data: usdtRates,
});
// content: the home's scrolling notices and the popup announcement
const announcementItem = z.object({ id: z.number().int(), text: z.string(), sort: z.number().int() });
export const adminAnnouncements = defineCall({
  ...ROUTES.adminAnnouncements,
  summary: "The home's scrolling notices in their order (sort, then id) unless sorted by id, paged on the server",
  request: z.object({ page: pageValue, per_page: smallIntValue, ...sortFields(ANNOUNCEMENT_SORTING) }),
  data: paginated(announcementItem),
});
export const adminSaveAnnouncement = defineCall({
  ...ROUTES.adminSaveAnnouncement,
  summary: 'Create a notice, or change the one with this id: its text (1–200 characters, plain text) and order (0–9999); the rules are checkAnnouncement. Players see it on their next load of the home',
  request: z.object({ id: idValue.optional(), text: text(200).optional(), sort: smallIntValue }),
  data: announcementItem,
});
export const adminDeleteAnnouncement = defineCall({ ...ROUTES.adminDeleteAnnouncement, summary: 'Delete a notice', request: z.object({ id: idValue }), data: done });
const popup = z.object({ index_modal: z.union([z.literal(0), z.literal(1)]), webcontent: z.string() });
export const adminPopup = defineCall({ ...ROUTES.adminPopup, summary: 'The popup announcement of the home: on (1) or off (0) and its HTML', request: z.object({}), data: popup });
export const adminSavePopup = defineCall({
  ...ROUTES.adminSavePopup,
  summary:
    'Turn the popup announcement on or off and set its HTML (up to 20000 characters; required when on). The HTML is sanitized on save (scripts, event handlers and javascript: links removed); the answer is what was stored',
  request: z.object({ index_modal: z.union([z.literal(0), z.literal(1)]), webcontent: text(20000).optional() }),
  data: popup,
});

