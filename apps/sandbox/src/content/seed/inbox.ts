import type { Kysely } from 'kysely';
import type { Tables } from '../../../../server/src/platform/db/schema';

const DAY = 86_400_000;

/** Messages to every member. */
export async function seedInbox(db: Kysely<Tables>, now: number): Promise<void> {
  await db
    .insertInto('inbox_message')
    .values([
      { member_id: null, title: '欢迎加入', content: '<p>感谢您注册成为我们的会员！首存即可参与多项优惠活动，祝您游戏愉快。</p>', created_at: now - 2 * DAY },
      { member_id: null, title: '存款通道升级公告', content: '<p>USDT存款通道已升级，支持TRC20与ERC20两种协议。</p>', created_at: now - DAY },
      { member_id: null, title: '防诈骗提醒', content: '<p>平台工作人员不会以任何理由索取您的密码或验证码，请注意账户安全。</p>', created_at: now },
    ])
    .execute();
}
