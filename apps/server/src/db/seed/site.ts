import type { Kysely } from 'kysely';
import { demoArtUrl } from '../../modules/content/demo-art';
import { SITE_ID } from '../../modules/content/site';
import type { Tables } from '../schema';

/** The demo site settings, written when the database has none. */
export async function seedSite(db: Kysely<Tables>, now: number): Promise<void> {
  await db
    .insertInto('site')
    .values({
      id: SITE_ID,
      title: '金沙娱乐城',
      site_logo: demoArtUrl('logo', '金沙娱乐城'),
      site_state: 1,
      repair_tips: '系统维护中，预计30分钟后恢复，给您带来不便敬请谅解。',
      redpacket_switch: 1,
      index_modal: 1,
      webcontent: '<p>欢迎光临！新会员注册即可参与首存优惠，详情请查看优惠活动页面。</p>',
      app_state: 1,
      ios_download_url: '',
      service_url: '/demo/kefu',
      agent_login_url: '/demo/agent',
      visit_url: '',
      updated_at: now,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}
