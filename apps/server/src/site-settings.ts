import type { Kysely, Selectable } from 'kysely';
import type { SiteTable, Tables } from './db/schema';

/** The one row of site settings. */
export const SITE_ID = 1;

export type SiteSettings = Selectable<SiteTable>;

export async function readSite(db: Kysely<Tables>): Promise<SiteSettings> {
  const site = await db.selectFrom('site').selectAll().where('id', '=', SITE_ID).executeTakeFirst();
  if (!site) throw new Error('the site row is missing: the database was not seeded');
  return site;
}
