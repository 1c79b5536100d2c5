import type { Database } from '../../../../server/src/platform/db/database';
import { seedArticles } from './articles';
import { seedCatalogue, seedVipTiers } from './catalogue';
import { seedInbox } from './inbox';
import { seedPayments, seedRedPacketRules } from './payments';
import { seedPromotions } from './promotions';
import { seedBannersAndAnnouncements, seedSite } from './site';

/** Fills an empty database with the demo content, in one transaction; leaves a seeded one alone. */
export async function seedDemo({ db }: Database, now = Date.now()): Promise<boolean> {
  const seeded = await db.selectFrom('site').select('id').executeTakeFirst();
  if (seeded) return false;
  await db.transaction().execute(async (trx) => {
    await seedSite(trx, now);
    await seedVipTiers(trx);
    await seedCatalogue(trx);
    await seedBannersAndAnnouncements(trx);
    await seedPromotions(trx, now);
    await seedInbox(trx, now);
    await seedArticles(trx);
    await seedPayments(trx);
    await seedRedPacketRules(trx, now);
  });
  return true;
}
