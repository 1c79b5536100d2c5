import type { Kysely } from 'kysely';
import { demoLobbyArtUrl } from '../art';
import type { Tables } from '../../../../server/src/platform/db/schema';

/** Game platforms: each gets a member wallet; the demo provider plays all of them. */
export const DEMO_PLATFORMS = [
  ['ag', 'AG视讯'],
  ['bg', 'BG视讯'],
  ['ob', 'OB体育'],
  ['im', 'IM体育'],
  ['ia', 'IA电竞'],
  ['tcg', 'TCG彩票'],
  ['ky', '开元棋牌'],
  ['obgdy', 'OB电子'],
  ['fgdz', 'FG电子'],
  ['pp', 'PP电子'],
  ['ae', 'AE电子'],
  ['pg', 'PG电子'],
  ['fgfish', 'FG捕鱼'],
] as const;

type Row = readonly [category: string, platform: string, code: string, name: string, hot?: 1];

const GAMES: readonly Row[] = [
  ['realbet', 'ag', 'ag_lobby', 'AG旗舰厅', 1],
  ['realbet', 'ag', 'ag_baccarat', 'AG百家乐'],
  ['realbet', 'ag', 'ag_roulette', 'AG轮盘'],
  ['realbet', 'bg', 'bg_lobby', 'BG真人厅', 1],
  ['realbet', 'bg', 'bg_dragon_tiger', 'BG龙虎斗'],
  ['realbet', 'bg', 'bg_sicbo', 'BG骰宝'],
  ['concise', 'obgdy', 'obgdy', 'OB电子', 1],
  ['concise', 'fgdz', 'fgdz', 'FG电子'],
  ['concise', 'pp', 'pp', 'PP电子', 1],
  ['concise', 'ae', 'ae', 'AE电子'],
  ['concise', 'pg', 'pg', 'PG电子', 1],
  ['concise', 'fgfish', 'fgfish', 'FG捕鱼'],
  ['sport', 'ob', 'ob_sport', 'OB体育', 1],
  ['sport', 'im', 'im_sport', 'IM体育'],
  ['sport', 'ob', 'ob_football', 'OB足球'],
  ['sport', 'ob', 'ob_basketball', 'OB篮球'],
  ['gaming', 'ia', 'ia_lobby', 'IA电竞', 1],
  ['gaming', 'ia', 'ia_lol', '英雄联盟'],
  ['gaming', 'ia', 'ia_dota2', 'DOTA2'],
  ['gaming', 'ia', 'ia_kog', '王者荣耀'],
  ['lottery', 'tcg', 'tcg_lobby', 'TCG彩票', 1],
  ['lottery', 'tcg', 'tcg_ssc', '时时彩'],
  ['lottery', 'tcg', 'tcg_pk10', '北京赛车'],
  ['lottery', 'tcg', 'tcg_k3', '快三'],
  ['joker', 'ky', 'ky_lobby', '开元棋牌', 1],
  ['joker', 'ky', 'ky_niuniu', '抢庄牛牛'],
  ['joker', 'ky', 'ky_zjh', '炸金花'],
  ['joker', 'ky', 'ky_ddz', '斗地主'],
  ['joker', 'ky', 'ky_mahjong', '二人麻将'],
];

/**
 * Each slot provider's own games, invented in the style of what it offers (no real title's art): OB's fortune
 * themes, FG's fruit machines, PP's adventures, AE's legends, PG's lucky animals, FG捕鱼's fishing halls. Their
 * codes are `{provider}_{nnn}` in this order (tests launch pp_001 金龙献瑞 and pg_003 麻将胡了).
 */
export const DEMO_SLOT_GAMES: Readonly<Record<string, readonly string[]>> = {
  obgdy: ['财神到', '招财进宝', '五福临门', '金玉满堂', '龙凤呈祥', '年年有余', '福禄寿', '发发发', '黄金聚宝盆', '鸿运当头'],
  fgdz: ['水果派对', '幸运777', '缤纷水果', '樱桃连线', '西瓜狂欢', '超级七', '铃铛转转', '草莓甜心', '柠檬冰爽', '葡萄丰收'],
  pp: ['金龙献瑞', '宝石星河', '荒野猎人', '甜蜜糖果屋', '黄金矿工', '雷霆战神', '海盗金币', '月光狼嚎', '沙漠宝藏', '狂野水牛'],
  ae: ['赏金船长', '寻宝奇航', '武侠传说', '三国争霸', '西游降魔', '侠客行', '封神演义', '白蛇奇缘', '江湖英雄', '敦煌飞天'],
  pg: ['熊猫传奇', '招财猫', '麻将胡了', '麒麟送宝', '锦鲤跃门', '萌兔乐园', '功夫小龙', '火凤凰', '星空小象', '丛林冒险'],
  fgfish: ['深海捕鱼', '金蟾捕鱼', '龙王捕鱼', '海王捕鱼', '美人鱼宝藏', '鲨鱼猎场', '海底鱼乐', '捕鱼大亨', '珊瑚鱼群', '冰河捕鱼'],
};

export async function seedCatalogue(db: Kysely<Tables>): Promise<void> {
  await db
    .insertInto('platform')
    .values(DEMO_PLATFORMS.map(([code, name], sort) => ({ code, name, state: 1, sort, logo: demoLobbyArtUrl('brand', code, name) })))
    .execute();
  await db
    .insertInto('game')
    .values(
      GAMES.map(([category_id, platform_name, game_code, name, hot], sort) => ({
        category_id,
        platform_name,
        game_code,
        name,
        app_state: 1,
        app_img: demoLobbyArtUrl('tile', platform_name, name),
        hot: hot ?? 0,
        sort,
      })),
    )
    .execute();
  await db
    .insertInto('slot_game')
    .values(
      Object.entries(DEMO_SLOT_GAMES).flatMap(([code, names]) =>
        names.map((gamename, sort) => ({
          catecode: code,
          gamecode: `${code}_${String(sort + 1).padStart(3, '0')}`,
          gamename,
          gamepic: demoLobbyArtUrl('tile', code, gamename),
          sort,
        })),
      ),
    )
    .execute();
}

export async function seedVipTiers(db: Kysely<Tables>): Promise<void> {
  const tiers = [
    [1, 0, 0, 40, 50, 40, 40, 30, 40],
    [2, 1_000_00, 5_000_00, 50, 60, 50, 50, 40, 50],
    [3, 5_000_00, 30_000_00, 60, 70, 60, 60, 50, 60],
    [4, 20_000_00, 100_000_00, 70, 80, 70, 70, 60, 70],
    [5, 50_000_00, 300_000_00, 80, 90, 80, 80, 70, 80],
    [6, 100_000_00, 800_000_00, 100, 120, 100, 100, 90, 100],
  ] as const;
  await db
    .insertInto('vip_tier')
    .values(
      tiers.map(([id, recharge_fen, flow_fen, realperson_bp, electron_bp, joker_bp, sport_bp, lottery_bp, e_sport_bp]) => ({
        id,
        vipname: `VIP${id}`,
        status: 1,
        flow_fen,
        recharge_fen,
        realperson_bp,
        electron_bp,
        joker_bp,
        sport_bp,
        lottery_bp,
        e_sport_bp,
      })),
    )
    .execute();
}
