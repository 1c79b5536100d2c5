import type { Kysely } from 'kysely';
import { demoArtUrl } from '../art';
import { SITE_ID } from '../../../../server/src/kernel/site-settings';
import type { Tables } from '../../../../server/src/platform/db/schema';

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
      float_image: demoArtUrl('float', '首存送'),
      updated_at: now,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/** Home banners and the scrolling announcements. */
export async function seedBannersAndAnnouncements(db: Kysely<Tables>): Promise<void> {
  await db
    .insertInto('banner')
    .values(
      ['新会员首存送100%', '每日红包 天天有惊喜', '体育赛事 返水高达1.2%', 'VIP晋级 豪礼相送'].map((label, sort) => ({
        src: demoArtUrl('banner', label),
        url: '',
        background: '#f4f6ff',
        sort,
      })),
    )
    .execute();

  await db
    .insertInto('announcement')
    .values(
      [
        '欢迎光临！本站已全面支持USDT存取款，到账更快更安全。',
        '每日10:00-12:00开抢红包，昨日存款越多，抢红包次数越多！',
        '温馨提示：请勿将账户密码告诉他人，客服不会向您索取密码。',
      ].map((text, sort) => ({ text, sort })),
    )
    .execute();
}
