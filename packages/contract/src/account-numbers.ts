import { ADMIN_PERMISSIONS } from './admin-permissions';
import type { AdminRole } from './admin-roles';

/** All but the last 4 characters hidden: enough for support to match what the member reads out. */
export function maskAccountNumber(value: string): string {
  return value.length <= 4 ? value : '*'.repeat(value.length - 4) + value.slice(-4);
}

/**
 * Whether an operator's role pays withdrawals out (may approve them, adminApproveWithdrawal): only such a role reads a
 * member's card numbers and wallet addresses whole; every other role reads them masked (maskAccountNumber), wherever
 * they appear (issue #41).
 */
export function readsAccountNumbers(role: AdminRole): boolean {
  return ADMIN_PERMISSIONS.adminApproveWithdrawal.includes(role);
}

/** How an account number is shown to an operator of `role`: whole, or masked. */
export function accountNumberFor(role: AdminRole): (value: string) => string {
  return readsAccountNumbers(role) ? (value) => value : maskAccountNumber;
}
