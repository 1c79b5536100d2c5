import { ADMIN_MSG } from '../admin-messages';
import { SITE_OR_WEB_ADDRESS } from './admin-banner';
import { firstBroken, text, type Rule } from './check';

export interface SiteLinkFields {
  title?: unknown;
  site_logo?: unknown;
  service_url?: unknown;
  agent_login_url?: unknown;
  ios_download_url?: unknown;
  visit_url?: unknown;
}

export const SITE_TITLE_MAX = 50;
export const SITE_ADDRESS_MAX = 500;

/**
 * Empty, or an address the player's app may open or frame: a path of this site (the demo's /demo/kefu) or
 * http(s). Anything else (javascript:, data:) would run in the player's page.
 */
const address = (value: unknown) => text(value) === '' || (text(value).length <= SITE_ADDRESS_MAX && SITE_OR_WEB_ADDRESS.test(text(value)));

const siteLinkRules: readonly Rule<SiteLinkFields>[] = [
  [(f) => text(f.title) !== '' && text(f.title).length <= SITE_TITLE_MAX, ADMIN_MSG.adminSiteTitle],
  [(f) => address(f.site_logo) && address(f.service_url) && address(f.agent_login_url) && address(f.ios_download_url) && address(f.visit_url), ADMIN_MSG.adminSiteAddress],
];

/** The site's name, logo and the addresses players are sent to (客服, agent login, iOS download, visit). */
export function checkSiteLinks(fields: SiteLinkFields): string | undefined {
  return firstBroken(fields, siteLinkRules);
}
