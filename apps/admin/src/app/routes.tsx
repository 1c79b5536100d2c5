import { createBrowserRouter, Navigate } from 'react-router';
import { ConsoleLayout } from './console-layout';
import { FirstScreen } from './first-screen';

/** Each screen is its own chunk, loaded when first opened. */
export const router = createBrowserRouter(
  [
    { path: '/login', lazy: async () => ({ Component: (await import('../features/sign-in/sign-in-page')).SignInPage }) },
    {
      path: '/',
      element: <ConsoleLayout />,
      children: [
        { index: true, element: <FirstScreen /> },
        { path: 'deposits', lazy: async () => ({ Component: (await import('../features/deposits/deposits-page')).DepositsPage }) },
        { path: 'withdrawals', lazy: async () => ({ Component: (await import('../features/withdrawals/withdrawals-page')).WithdrawalsPage }) },
        { path: 'credits', lazy: async () => ({ Component: (await import('../features/credits/credits-page')).CreditsPage }) },
        { path: 'applications', lazy: async () => ({ Component: (await import('../features/applications/applications-page')).ApplicationsPage }) },
        { path: 'agents', lazy: async () => ({ Component: (await import('../features/agents/agents-page')).AgentsPage }) },
        { path: 'banners', lazy: async () => ({ Component: (await import('../features/banners/banners-page')).BannersPage }) },
        // 会员管理 was merged into 会员列表 (each member's detail has its actions): old links land there.
        { path: 'members', element: <Navigate to="/member-list" replace /> },
        { path: 'blacklist', lazy: async () => ({ Component: (await import('../features/blacklist/blacklist-page')).BlacklistPage }) },
        { path: 'messages', lazy: async () => ({ Component: (await import('../features/messages/messages-page')).MessagesPage }) },
        { path: 'settings', lazy: async () => ({ Component: (await import('../features/settings/settings-page')).SettingsPage }) },
        { path: 'ledger', lazy: async () => ({ Component: (await import('../features/ledger/ledger-page')).LedgerPage }) },
        { path: 'platform-transfers', lazy: async () => ({ Component: (await import('../features/platform-transfers/platform-transfers-page')).PlatformTransfersPage }) },
        { path: 'gateway-notifications', lazy: async () => ({ Component: (await import('../features/gateways/notifications-page')).GatewayNotificationsPage }) },
        { path: 'payouts', lazy: async () => ({ Component: (await import('../features/withdrawals/payouts-page')).PayoutsPage }) },
        { path: 'operators', lazy: async () => ({ Component: (await import('../features/operators/operators-page')).OperatorsPage }) },
        { path: 'audit-log', lazy: async () => ({ Component: (await import('../features/audit-log/audit-log-page')).AuditLogPage }) },
        { path: 'member-list', lazy: async () => ({ Component: (await import('../features/members/member-list-page')).MemberListPage }) },
        { path: 'members/:username', lazy: async () => ({ Component: (await import('../features/members/member-detail-page')).MemberDetailPage }) },
        { path: 'dashboard', lazy: async () => ({ Component: (await import('../features/dashboard/dashboard-page')).DashboardPage }) },
        { path: 'reports', lazy: async () => ({ Component: (await import('../features/reports/reports-page')).ReportsPage }) },
        { path: 'payments', lazy: async () => ({ Component: (await import('../features/payments/payments-page')).PaymentsPage }) },
        { path: 'announcements', lazy: async () => ({ Component: (await import('../features/announcements/announcements-page')).AnnouncementsPage }) },
        { path: 'promotions', lazy: async () => ({ Component: (await import('../features/promotions/promotions-page')).PromotionsPage }) },
        { path: 'articles', lazy: async () => ({ Component: (await import('../features/articles/articles-page')).ArticlesPage }) },
        { path: 'games', lazy: async () => ({ Component: (await import('../features/games/games-page')).GamesPage }) },
        { path: 'vip-tiers', lazy: async () => ({ Component: (await import('../features/vip-tiers/vip-tiers-page')).VipTiersPage }) },
        { path: 'platform-connections', lazy: async () => ({ Component: (await import('../features/platforms/connections-page')).ConnectionsPage }) },
        { path: 'callback-log', lazy: async () => ({ Component: (await import('../features/platforms/callback-log-page')).CallbackLogPage }) },
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ],
  { basename: '/admin' },
);
