import type { AdminRouteName } from '@casino/contract/admin-permissions';

/** One screen of the console in the side menu: shown to the roles that may make its `call`. */
export interface NavItem {
  path: string;
  label: string;
  call: AdminRouteName;
}

/** The side menu, in order. Each screen is a route of the same path in routes.tsx. */
export const NAV: readonly NavItem[] = [
  { path: 'deposits', label: '充值审核', call: 'adminDeposits' },
  { path: 'operators', label: '管理员', call: 'adminOperators' },
  { path: 'audit-log', label: '操作日志', call: 'adminAuditLog' },
];
