import { roleMayCall, type AdminRouteName } from '@casino/contract/admin-permissions';
import type { AdminRole } from '@casino/contract/admin-roles';
import {
  ApartmentOutlined,
  ApiOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BarChartOutlined,
  CreditCardOutlined,
  CrownOutlined,
  DashboardOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  GiftOutlined,
  HistoryOutlined,
  IdcardOutlined,
  InteractionOutlined,
  MailOutlined,
  NotificationOutlined,
  PayCircleOutlined,
  PictureOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  SolutionOutlined,
  StopOutlined,
  SwapOutlined,
  TransactionOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/** The side menu's groups, in order, each with its title above its screens; 概览 stands alone above them. */
export const NAV_GROUPS = ['审核', '会员', '内容', '配置', '财务', '系统'] as const;
export type NavGroup = (typeof NAV_GROUPS)[number];

/** One screen of the console in the side menu: shown to the roles that may make its `call` (any of them, for a list). */
export interface NavItem {
  path: string;
  label: string;
  /** The group it is listed under; none: on its own at the top. */
  group?: NavGroup;
  /** antd's icon beside the label (alone when the menu is collapsed). */
  icon: ComponentType<{ 'aria-hidden'?: boolean }>;
  call: AdminRouteName | readonly AdminRouteName[];
  /** Where the screen's detail pages live, when not under its own path: the menu shows the screen there. */
  details?: string;
}

/** The side menu, in order (a group's screens together, the groups in NAV_GROUPS' order). Each screen is a route of the same path in routes.tsx. */
export const NAV: readonly NavItem[] = [
  { path: 'dashboard', label: '概览', icon: DashboardOutlined, call: 'adminDashboard' },
  { path: 'deposits', label: '充值审核', group: '审核', icon: PayCircleOutlined, call: 'adminDeposits' },
  { path: 'withdrawals', label: '提现审核', group: '审核', icon: WalletOutlined, call: 'adminWithdrawals' },
  { path: 'credits', label: '加款复核', group: '审核', icon: AuditOutlined, call: 'adminCreditRequests' },
  { path: 'applications', label: '优惠申请', group: '审核', icon: SolutionOutlined, call: 'adminApplications' },
  { path: 'agents', label: '代理申请', group: '审核', icon: ApartmentOutlined, call: 'adminAgents' },
  { path: 'member-list', label: '会员列表', group: '会员', icon: UserOutlined, call: 'adminMembers', details: '/members/' },
  { path: 'messages', label: '站内信', group: '会员', icon: MailOutlined, call: 'adminMessage' },
  { path: 'blacklist', label: '黑名单', group: '会员', icon: StopOutlined, call: 'adminBlacklist' },
  { path: 'banners', label: '横幅管理', group: '内容', icon: PictureOutlined, call: 'adminBanners' },
  { path: 'announcements', label: '公告管理', group: '内容', icon: NotificationOutlined, call: 'adminAnnouncements' },
  { path: 'promotions', label: '优惠活动', group: '内容', icon: GiftOutlined, call: 'adminPromotions' },
  { path: 'articles', label: '文章管理', group: '内容', icon: FileTextOutlined, call: 'adminArticles' },
  { path: 'games', label: '游戏管理', group: '内容', icon: AppstoreOutlined, call: 'adminGames' },
  { path: 'settings', label: '站点设置', group: '配置', icon: SettingOutlined, call: 'adminSite' },
  { path: 'payments', label: '支付设置', group: '配置', icon: CreditCardOutlined, call: ['adminPayChannels', 'adminUsdtRates'] },
  { path: 'vip-tiers', label: 'VIP等级', group: '配置', icon: CrownOutlined, call: 'adminVipTiers' },
  { path: 'platform-connections', label: '平台接入', group: '配置', icon: ApiOutlined, call: 'adminPlatformConnections' },
  { path: 'ledger', label: '账本核对', group: '财务', icon: SafetyCertificateOutlined, call: 'adminLedgerCheck' },
  { path: 'reports', label: '报表', group: '财务', icon: BarChartOutlined, call: 'adminDailyReport' },
  { path: 'platform-transfers', label: '转账待确认', group: '财务', icon: SwapOutlined, call: 'adminPlatformTransfers' },
  { path: 'gateway-notifications', label: '支付通知', group: '财务', icon: InteractionOutlined, call: 'adminGatewayNotifications' },
  { path: 'payouts', label: '代付记录', group: '财务', icon: TransactionOutlined, call: 'adminWithdrawalPayouts' },
  { path: 'operators', label: '管理员', group: '系统', icon: IdcardOutlined, call: 'adminOperators' },
  { path: 'audit-log', label: '操作日志', group: '系统', icon: HistoryOutlined, call: 'adminAuditLog' },
  { path: 'callback-log', label: '回调日志', group: '系统', icon: FileSearchOutlined, call: 'adminPlatformCallbacks' },
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
