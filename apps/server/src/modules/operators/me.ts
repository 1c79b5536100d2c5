import type { Kysely } from 'kysely';
import type { Tables } from '../../platform/db/schema';
import { readSite } from '../../kernel/site-settings';
import type { AdminActor } from './sessions';

/** The signed-in operator as their console reads them, and whether the site is in maintenance (its tip, or null while open). */
export async function operatorMe(db: Kysely<Tables>, operator: AdminActor) {
  const site = await readSite(db, ['site_state', 'repair_tips']);
  return { name: operator.name, role: operator.role, maintenance: site.site_state === 1 ? null : site.repair_tips };
}
