/**
 * The roles of operator accounts (issue #12). An operator has exactly one; what each may call is the
 * table in admin-permissions.ts.
 * - owner: everything, and the only one who manages operators and reads the audit log;
 * - finance: deposits, withdrawals, balance adjustments, reports, the ledger check;
 * - support: members' state, inbox messages, applications and the lists; moves no money;
 * - content: the site's content (banners, notices, promotions, articles, games).
 */
export const ADMIN_ROLES = ['owner', 'finance', 'support', 'content'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

/** The roles as the console shows them. */
export const ADMIN_ROLE_LABELS: Record<AdminRole, string> = {
  owner: '所有者',
  finance: '财务',
  support: '客服',
  content: '内容运营',
};

export function isAdminRole(value: unknown): value is AdminRole {
  return typeof value === 'string' && (ADMIN_ROLES as readonly string[]).includes(value);
}

/** What an operator's actions record as who did them (reviewed_by, first_approved_by, a transfer's ref_id): `admin:<name>`. */
export function operatorLabel(name: string): string {
  return `admin:${name}`;
}
