import type { Kysely } from 'kysely';
import { demoArtUrl } from '../art';
import type { Tables } from '../../../../server/src/platform/db/schema';

const DAY = 86_400_000;

/** Promotion types and promotions, some open to applications. */
export async function seedPromotions(db: Kysely<Tables>, now: number): Promise<void> {
  await db
    .insertInto('activity_type')
    .values(['综合优惠', '体育优惠', '真人优惠', '电子优惠'].map((name, index) => ({ id: index + 1, name, sort: index })))
    .execute();

  // The turnover multiple of each one's bonus, in percent: the first-deposit bonus says 15×.
  const promotions: readonly [type: number, title: string, canApply: number, body: string, turnoverPercent: number][] = [
    [1, '新会员首存送100%', 1, '<p>新会员完成首次存款后，即可申请100%首存彩金，最高1888元。</p><ol><li>活动期间每位会员限申请一次；</li><li>彩金需完成15倍有效投注方可取款；</li><li>申请时请填写首存金额。</li></ol>', 1500],
    [1, '每日红包雨', 0, '<p>每日10:00-12:00开放抢红包，根据活动期间累计存款获得抢红包次数，红包金额随机。</p>', 100],
    [2, '体育返水1.2%', 0, '<p>体育赛事有效投注享受最高1.2%返水，无上限，次日可在返水记录中一键领取。</p>', 100],
    [3, '真人视讯连赢奖励', 1, '<p>真人视讯百家乐连赢8把及以上，可申请对应奖励，最高8888元。请在申请时填写连赢局数。</p>', 100],
    [4, '电子游艺周周送', 1, '<p>每周电子游艺有效投注满10000元，即可申请188元彩金，投注越多奖励越多。</p>', 100],
    [1, 'VIP晋级礼金', 0, '<p>会员等级提升即送晋级礼金，VIP6最高可获得58888元，系统自动派发。</p>', 100],
  ];
  await db
    .insertInto('activity')
    .values(
      promotions.map(([type, title, can_apply, content, turnover_percent], sort) => ({
        type,
        title,
        banner: demoArtUrl('promo', title),
        content,
        can_apply,
        state: 1,
        sort,
        turnover_percent,
        created_at: now - (promotions.length - sort) * DAY,
      })),
    )
    .execute();

  // The home page's floating image opens the first promotion, the first-deposit bonus.
  const first = await db.selectFrom('activity').select('id').orderBy('sort').orderBy('id').executeTakeFirstOrThrow();
  await db.updateTable('site').set({ float_activity_id: first.id }).execute();
}
