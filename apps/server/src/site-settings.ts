import type { Kysely, Selectable } from 'kysely';
import type { SiteTable, Tables } from './db/schema';
import { RefreshingValue } from './refreshing-value';

/** The one row of site settings. */
export const SITE_ID = 1;

export type SiteSettings = Selectable<SiteTable>;

export async function readSite(db: Kysely<Tables>): Promise<SiteSettings> {
  const site = await db.selectFrom('site').selectAll().where('id', '=', SITE_ID).executeTakeFirst();
  if (!site) throw new Error('the site row is missing: the database was not seeded');
  return site;
}

/** What the maintenance check needs of the site settings. */
export interface SiteState {
  site_state: number;
  repair_tips: string;
}

/** How long a process answers the site state it last read: the balance poll must not read it per request. */
export const SITE_STATE_TTL_MS = 1000;

/** The site state as this process last read it (see RefreshingValue); the admin API forgets it on a change. */
export class SiteStateCache extends RefreshingValue<SiteState> {
  constructor(db: Kysely<Tables>, ttlMs = SITE_STATE_TTL_MS) {
    super(async () => {
      const row = await db.selectFrom('site').select(['site_state', 'repair_tips']).where('id', '=', SITE_ID).executeTakeFirst();
      if (!row) throw new Error('the site row is missing: the database was not seeded');
      return row;
    }, ttlMs);
  }
}
