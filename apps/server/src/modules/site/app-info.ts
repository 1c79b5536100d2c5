import type { AppInfo } from '@casino/contract/entities/site';
import type { Kysely } from 'kysely';
import type { Tables } from '../../platform/db/schema';
import { readSite } from '../../kernel/site-settings';
import { siteThemeOf } from './settings';

const flag = (value: number): 0 | 1 => (value === 1 ? 1 : 0);

/** The site settings the app reads: name, maintenance, popup, red packets, downloads, float, brand theme. */
export async function appInfo(db: Kysely<Tables>): Promise<AppInfo> {
  const site = await readSite(db);
  return {
    title: site.title,
    site_logo: site.site_logo,
    site_state: flag(site.site_state),
    repair_tips: site.repair_tips,
    redpacket_switch: flag(site.redpacket_switch),
    index_modal: flag(site.index_modal),
    webcontent: site.webcontent,
    app_state: flag(site.app_state),
    ios_download_url: site.ios_download_url,
    float_image: site.float_image,
    float_activity_id: site.float_activity_id,
    theme: siteThemeOf(site),
  };
}

/** The service chat address (客服). */
export async function serviceUrl(db: Kysely<Tables>): Promise<string> {
  return (await readSite(db)).service_url;
}

/** The site address to send a visitor to: the one an operator set, else the configured public URL. */
export async function visitUrl(db: Kysely<Tables>, publicUrl: string): Promise<string> {
  return (await readSite(db)).visit_url || publicUrl;
}
