import type { Kysely } from 'kysely';
import { SITE_ID } from './site-settings';
import type { Tables } from '../platform/db/schema';

/** The tier every new member starts in (member.vip's default); the console edits tiers, it does not add the first. */
const ENTRY_TIER = 1;

/**
 * What every site needs before its first request, written when missing: the site row, which every answer reads, and
 * the entry VIP tier, which every registration joins. A new site starts closed for maintenance, without a name, until
 * an operator fills in its settings in the console and opens it; its entry tier asks nothing and pays no rebate. The
 * sandbox writes its demo content (an open site among it) before this runs. Leaves what is there alone; answers the
 * names of the tables it wrote to.
 */
export async function bootstrapSite(db: Kysely<Tables>, now: number): Promise<string[]> {
  const site = await db
    .insertInto('site')
    .values({
      id: SITE_ID,
      title: '',
      site_logo: '',
      site_state: 0,
      repair_tips: '网站建设中，敬请期待。',
      redpacket_switch: 0,
      index_modal: 0,
      webcontent: '',
      app_state: 0,
      ios_download_url: '',
      service_url: '',
      agent_login_url: '',
      visit_url: '',
      updated_at: now,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  const tier = await db
    .insertInto('vip_tier')
    .values({ id: ENTRY_TIER, vipname: `VIP${String(ENTRY_TIER)}`, status: 1, flow_fen: 0, recharge_fen: 0, realperson_bp: 0, electron_bp: 0, joker_bp: 0, sport_bp: 0, lottery_bp: 0, e_sport_bp: 0 })
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  return [...(Number(site.numInsertedOrUpdatedRows ?? 0) > 0 ? ['site'] : []), ...(Number(tier.numInsertedOrUpdatedRows ?? 0) > 0 ? ['vip_tier'] : [])];
}
