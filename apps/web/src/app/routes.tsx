import type { QueryClient } from '@tanstack/react-query';
import { bannersQueryOptions } from '../features/home/api/banners';
import { gamesQueryOptions } from '../features/home/api/games';
import { noticesQueryOptions } from '../features/home/api/notices';
import { promotionTypesQueryOptions } from '../features/promotions/api/promotion-types';
import { promotionsQueryOptions } from '../features/promotions/api/promotions';
import { PATHS } from '../shared/paths';
import { lazyWithRetry, type LazyPage } from './lazy-with-retry';

export interface RouteSpec {
  path: string;
  title: string;
  page: LazyPage;
  /** What the page reads first, asked for at start together with its chunk when the app opens on it (first-route.ts). */
  prefetch?: (client: QueryClient) => void;
  /** Keeps its state and scroll position when left (SPEC §2). */
  keepAlive?: boolean;
  /**
   * Needs a session. A visitor is sent to / (`home`, the guard of SPEC §2) or to /login and back after
   * logging in (`login`: the wallet and account screens), before the page's chunk is loaded.
   */
  guard?: 'home' | 'login';
  /** No bottom navigation (SPEC §2). */
  hideTabBar?: boolean;
  /** A bottom-navigation page: no back arrow. */
  tab?: boolean;
  /** A money screen: 客服 in its title bar, for a player whose money is at stake (issue #33). */
  service?: boolean;
  /** The page brings its own title bar (the service chat's page has one): no header above it. */
  ownHeader?: boolean;
}

/** Lets a route's first reads run ahead of its page: their errors are the page's to show, when it renders and asks again. */
function prefetchAll(...reads: Promise<unknown>[]): void {
  for (const read of reads) read.catch(() => undefined);
}

/** The routes inside the main layout, each its own lazily loaded chunk. */
export const MAIN_ROUTES: readonly RouteSpec[] = [
  {
    path: PATHS.home,
    title: '首页',
    tab: true,
    keepAlive: true,
    page: lazyWithRetry(() => import('../features/home/home-page')),
    prefetch: (client) => {
      prefetchAll(client.query(bannersQueryOptions()), client.query(noticesQueryOptions()), client.query(gamesQueryOptions()));
    },
  },
  {
    path: PATHS.discount,
    title: '优惠活动',
    tab: true,
    keepAlive: true,
    page: lazyWithRetry(() => import('../features/promotions/promotions-page')),
    prefetch: (client) => {
      prefetchAll(client.query(promotionTypesQueryOptions()), client.infiniteQuery(promotionsQueryOptions(0)));
    },
  },
  { path: PATHS.wallet, title: '钱包', tab: true, guard: 'login', service: true, page: lazyWithRetry(() => import('../features/deposit/wallet-page')) },
  { path: PATHS.mine, title: '我的', tab: true, page: lazyWithRetry(() => import('../features/account/mine-page')) },
  { path: PATHS.message, title: '消息中心', page: lazyWithRetry(() => import('../features/inbox/message-page')) },
  { path: PATHS.electronics, title: '电子游艺', keepAlive: true, page: lazyWithRetry(() => import('../features/games/electronics-page')) },
  { path: PATHS.discountInfo, title: '活动详情', hideTabBar: true, page: lazyWithRetry(() => import('../features/promotions/promotion-detail-page')) },
  { path: PATHS.withdraw, title: '取款', guard: 'home', service: true, page: lazyWithRetry(() => import('../features/withdraw/withdraw-page')) },
  { path: PATHS.transfer, title: '转账', guard: 'home', service: true, page: lazyWithRetry(() => import('../features/wallet/transfer-page')) },
  { path: PATHS.customer, title: '帮助中心', page: lazyWithRetry(() => import('../features/articles/customer-page')) },
  { path: PATHS.apply, title: '代理申请', guard: 'login', page: lazyWithRetry(() => import('../features/agent/apply-page')) },
  { path: PATHS.setting, title: '设置', page: lazyWithRetry(() => import('../features/account/setting-page')) },
  { path: PATHS.about, title: '关于我们', page: lazyWithRetry(() => import('../features/articles/about-page')) },
  { path: PATHS.applyList, title: '申请记录', page: lazyWithRetry(() => import('../features/promotions/applications-page')) },
  { path: PATHS.account, title: '账户资料', hideTabBar: true, page: lazyWithRetry(() => import('../features/account/account-page')) },
  { path: PATHS.vip, title: 'VIP特权', keepAlive: true, page: lazyWithRetry(() => import('../features/vip/vip-page')) },
  { path: PATHS.bankCard, title: '银行卡管理', hideTabBar: true, guard: 'login', service: true, page: lazyWithRetry(() => import('../features/cards/bank-card-page')) },
  { path: PATHS.addBankCard, title: '添加银行卡', hideTabBar: true, guard: 'login', service: true, page: lazyWithRetry(() => import('../features/cards/add-bank-card-page')) },
  { path: PATHS.addUsdtAds, title: '添加USDT地址', hideTabBar: true, guard: 'login', service: true, page: lazyWithRetry(() => import('../features/cards/add-usdt-page')) },
  { path: PATHS.addAnToken, title: '添加钱包地址', hideTabBar: true, guard: 'login', service: true, page: lazyWithRetry(() => import('../features/cards/add-antoken-page')) },
  { path: PATHS.meyList, title: '交易记录', service: true, page: lazyWithRetry(() => import('./screens/mey-list-page')) },
  { path: PATHS.welfare, title: '福利中心', page: lazyWithRetry(() => import('../features/redpacket/welfare-page')) },
  { path: PATHS.kefu, title: '在线客服', keepAlive: true, ownHeader: true, page: lazyWithRetry(() => import('../features/kefu/kefu-page')) },
  { path: PATHS.hongbao, title: '抢红包', guard: 'home', page: lazyWithRetry(() => import('../features/redpacket/hongbao-page')) },
  { path: PATHS.payInfo, title: '支付信息', guard: 'login', service: true, page: lazyWithRetry(() => import('../features/deposit/pay-info-page')) },
  { path: PATHS.fundingRecords, title: '资金记录', service: true, page: lazyWithRetry(() => import('../features/records/funding-records-page')) },
];

/** Full-screen routes outside the main layout. */
export const BARE_ROUTES: readonly RouteSpec[] = [
  { path: PATHS.login, title: '登录', page: lazyWithRetry(() => import('../features/auth/login-page')) },
  { path: PATHS.gamePage, title: '游戏', page: lazyWithRetry(() => import('../features/games/game-page')) },
  { path: PATHS.app, title: 'APP下载', page: lazyWithRetry(() => import('../features/app-download/app-download-page')) },
  { path: `${PATHS.webview}/*`, title: '浏览', page: lazyWithRetry(() => import('../features/webview/webview-page')) },
];

export function mainRouteOf(pathname: string): RouteSpec | undefined {
  return MAIN_ROUTES.find((route) => route.path === pathname);
}
