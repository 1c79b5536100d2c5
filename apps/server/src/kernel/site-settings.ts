import type { Kysely, Selectable } from 'kysely';
import type { SiteTable, Tables } from '../platform/db/schema';
import { RefreshingValue } from '../platform/runtime/refreshing-value';

/** The one row of site settings. */
export const SITE_ID = 1;

export type SiteSettings = Selectable<SiteTable>;

type SiteColumn = keyof SiteSettings;

/** The site settings row, or just the columns asked for: the one way every area reads it. */
export async function readSite(db: Kysely<Tables>): Promise<SiteSettings>;
export async function readSite<C extends SiteColumn>(db: Kysely<Tables>, columns: readonly C[]): Promise<Pick<SiteSettings, C>>;
export async function readSite(db: Kysely<Tables>, columns?: readonly SiteColumn[]): Promise<Partial<SiteSettings>> {
  const row = db.selectFrom('site').where('id', '=', SITE_ID);
  const site = columns === undefined ? await row.selectAll().executeTakeFirst() : await row.select(columns).executeTakeFirst();
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
      return readSite(db, ['site_state', 'repair_tips']);
    }, ttlMs);
  }
}
