import type { Database } from '../database';
import { seedSite } from './site';

/** Fills an empty database with the demo content; leaves a seeded one alone. */
export async function seedDemo({ db }: Database, now = Date.now()): Promise<boolean> {
  const seeded = await db.selectFrom('site').select('id').executeTakeFirst();
  if (seeded) return false;
  await seedSite(db, now);
  return true;
}
