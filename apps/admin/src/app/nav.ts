import { roleMayCall, type AdminRouteName } from '@casino/contract/admin-permissions';
import type { AdminRole } from '@casino/contract/admin-roles';

/** One screen of the console in the side menu: shown to the roles that may make its `call` (any of them, for a list). */
export interface NavItem {
  path: string;
  label: string;
  call: AdminRouteName | readonly AdminRouteName[];
  /** Where the screen's detail pages live, when not under its own path: the menu shows the screen there. */
  details?: string;
}

/** The side menu, in order. Each screen is a route of the same path in routes.tsx. */
export const NAV: readonly NavItem[] = [
  { path: 'dashboard', label: '概览', call: 'adminDashboard' },
  { path: 'deposits', label: '充值审核', call: 'adminDeposits' },
  { path: 'withdrawals', label: '提现审核', call: 'adminWithdrawals' },
  { path: 'credits', label: '加款复核', call: 'adminCreditRequests' },
  { path: 'applications', label: '优惠申请', call: 'adminApplications' },
  { path: 'agents', label: '代理申请', call: 'adminAgents' },
  { path: 'member-list', label: '会员列表', call: 'adminMembers', details: '/members/' },
  { path: 'messages', label: '站内信', call: 'adminMessage' },
  { path: 'banners', label: '横幅管理', call: 'adminBanners' },
  { path: 'announcements', label: '公告管理', call: 'adminAnnouncements' },
  { path: 'promotions', label: '优惠活动', call: 'adminPromotions' },
  { path: 'articles', label: '文章管理', call: 'adminArticles' },
  { path: 'games', label: '游戏管理', call: 'adminGames' },
  { path: 'settings', label: '站点设置', call: 'adminSite' },
  { path: 'payments', label: '支付设置', call: ['adminPayChannels', 'adminUsdtRates'] },
  { path: 'vip-tiers', label: 'VIP等级', call: 'adminVipTiers' },
  { path: 'ledger', label: '账本核对', call: 'adminLedgerCheck' },
  { path: 'reports', label: '报表', call: 'adminDailyReport' },
  { path: 'operators', label: '管理员', call: 'adminOperators' },
  { path: 'audit-log', label: '操作日志', call: 'adminAuditLog' },
];

/** Does the menu show this screen to an operator of `role`? */
export function roleMaySee(role: AdminRole, item: NavItem): boolean {
  const calls: readonly AdminRouteName[] = typeof item.call === 'string' ? [item.call] : item.call;
  return calls.some((call) => roleMayCall(role, call));
}

/** The menu entry of a path: the screen whose details live there, else its first segment. */
export function navKeyOf(pathname: string): string {
  return NAV.find((item) => item.details !== undefined && pathname.startsWith(item.details))?.path ?? pathname.split('/')[1] ?? '';
}
