import type { AdminRole } from './admin-roles';

/**
 * The most one credit that is not a member's own money (an adjustment, a promotion bonus) may be, in fen, by
 * the role of the operator who grants or approves it, and the most an operator's credits may add up to over a rolling
 * 24 hours (issue #41). Support and content create no money. When a member's credits over 24 hours with it are above
 * the site's two-operator amount a credit also waits for a second operator.
 */
export const CREDIT_LIMIT_FEN: Record<AdminRole, number> = {
  owner: 1_000_000_00,
  finance: 100_000_00,
  support: 0,
  content: 0,
};
