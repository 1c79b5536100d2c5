import type { Kysely } from 'kysely';
import { demoArtUrl } from '../../demo/art';
import type { Tables } from '../schema';

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

const SLOT_NAMES = ['金龙献瑞', '财神到', '麻将胡了', '水果派对', '幸运777', '招财猫', '赏金船长', '寻宝奇航', '福禄寿', '熊猫传奇'];

export async function seedCatalogue(db: Kysely<Tables>): Promise<void> {
  await db
    .insertInto('platform')
    .values(DEMO_PLATFORMS.map(([code, name], sort) => ({ code, name, state: 1, sort })))
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
        app_img: demoArtUrl('game', name),
        hot: hot ?? 0,
        sort,
      })),
    )
    .execute();
  const slotProviders = DEMO_PLATFORMS.filter(([code]) => ['obgdy', 'fgdz', 'pp', 'ae', 'pg', 'fgfish'].includes(code));
  await db
    .insertInto('slot_game')
    .values(
      slotProviders.flatMap(([code, providerName]) =>
        SLOT_NAMES.map((name, sort) => {
          const gamename = code === 'fgfish' ? `${name}捕鱼` : name;
          return {
            catecode: code,
            gamecode: `${code}_${String(sort + 1).padStart(3, '0')}`,
            gamename,
            gamepic: demoArtUrl('slot', `${providerName.slice(0, 2)}·${gamename}`),
            sort,
          };
        }),
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
