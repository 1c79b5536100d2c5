import { describe, expect, it } from 'vitest';
import { ADMIN_PERMISSIONS } from '../src/admin-permissions';
import { adminMemberLedgerCsv, adminMembersCsv } from '../src/calls/account';
import { adminDepositsCsv } from '../src/calls/deposit';
import { adminAuditLogCsv } from '../src/calls/operators';
import { adminWithdrawalsCsv } from '../src/calls/withdraw';

/** Each list's CSV export, by the list whose filters and roles it takes. */
const EXPORTS = [
  ['adminDepositsCsv', 'adminDeposits', adminDepositsCsv],
  ['adminWithdrawalsCsv', 'adminWithdrawals', adminWithdrawalsCsv],
  ['adminMembersCsv', 'adminMembers', adminMembersCsv],
  ['adminMemberLedgerCsv', 'adminMemberLedger', adminMemberLedgerCsv],
  ['adminAuditLogCsv', 'adminAuditLog', adminAuditLogCsv],
] as const;

describe("the lists' CSV exports", () => {
  it.each(EXPORTS)('%s is made by exactly the roles that read %s, answers a file, and takes its filters without the page', (name, list, call) => {
    expect(ADMIN_PERMISSIONS[name]).toEqual(ADMIN_PERMISSIONS[list]);
    expect(call.csv).toBe(true);
    expect(call.method).toBe('GET');
    const shape = call.request.shape as Record<string, unknown>;
    expect(Object.keys(shape)).not.toContain('page');
    expect(Object.keys(shape)).not.toContain('per_page');
  });
});
