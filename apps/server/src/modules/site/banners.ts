import type { Kysely } from 'kysely';
import type { Tables } from '../../platform/db/schema';

function banners(db: Kysely<Tables>) {
  return db.selectFrom('banner').select(['src', 'url', 'background']).where('hidden', '=', 0).orderBy('sort').orderBy('id');
}

/** The home's banners, in their order; those an operator hid are left out. */
export function homeBanners(db: Kysely<Tables>) {
  return banners(db).execute();
}

/** The image of the first banner: what the home paints largest, preloaded by index.html (platform/http/index-page.ts). */
export async function firstBannerImage(db: Kysely<Tables>): Promise<string | undefined> {
  return (await banners(db).limit(1).executeTakeFirst())?.src;
}
