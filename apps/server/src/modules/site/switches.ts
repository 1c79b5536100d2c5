import type { adminSettings } from '@casino/contract/calls/site';
import type { DataOf } from '@casino/contract/call';
import type { Kysely } from 'kysely';
import type { Tables } from '../../platform/db/schema';
import { readSite } from '../../kernel/site-settings';

export type SiteSwitches = DataOf<typeof adminSettings>;

/** The site's switches as the settings screen shows them: read from the row, never the process's cache of it. */
export async function readSiteSwitches(db: Kysely<Tables>): Promise<SiteSwitches> {
  const site = await readSite(db);
  return { site_state: site.site_state === 0 ? 0 : 1, repair_tips: site.repair_tips, redpacket_switch: site.redpacket_switch === 1 ? 1 : 0 };
}
