import type { AUDIT_LOG_SORTING } from '@casino/contract/list-sorting';
import { pageQuery } from '../../api/page-query';
import { downloadCsv } from '../../shared/download-csv';
import type { ListParams, SortName } from '../../shared/list-address';
import { day, text } from '../../shared/url-filters';

/** The log's filters: the operator's name, the action (a call's name) and Beijing days, both included. */
export const AUDIT_FILTERS = { admin: text, action: text, from: day, to: day };

export type AuditParams = ListParams<SortName<typeof AUDIT_LOG_SORTING>, typeof AUDIT_FILTERS>;

/** One page of the audit log within the filters ('' filters nothing), in its sort. */
export const auditLogQuery = ({ page, admin, action, from, to, sort, order }: AuditParams) => pageQuery('adminAuditLog', { page, admin, action, from, to, sort, order });

/** The entries within the filters, in the log's order, as a CSV file (adminAuditLogCsv: every entry, not a page). */
export function downloadAuditLogCsv({ admin, action, from, to, sort, order }: AuditParams): Promise<void> {
  return downloadCsv('adminAuditLogCsv', { admin, action, from, to, sort, order }, 'audit-log.csv');
}
