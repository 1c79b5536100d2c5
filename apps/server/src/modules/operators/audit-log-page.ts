import type { adminAuditLog } from '@casino/contract/calls/operators';
import type { DataOf } from '@casino/contract/call';
import { formatBeijingTime } from '@casino/contract/time';
import { AUDIT_LOG_SORTING, type SortDirection } from '@casino/contract/list-sorting';
import type { Page } from '@casino/contract/wire';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Tables } from '../../platform/db/schema';
import { beijingDayRange } from '../../kernel/lists/beijing-days';
import { paginate, pageSize } from '../../kernel/lists/page';
import { listOrder } from '../../kernel/lists/sort';

export interface AuditLogFilters {
  page: number;
  perPage?: number | undefined;
  admin?: string | undefined;
  action?: string | undefined;
  /** Beijing days, YYYY-MM-DD, both included. */
  from?: string | undefined;
  to?: string | undefined;
  sort?: (typeof AUDIT_LOG_SORTING.columns)[number] | undefined;
  order?: SortDirection | undefined;
}

/** An entry of the audit log as the contract's adminAuditLog answers it. */
export type AuditLogItem = DataOf<typeof adminAuditLog>['data'][number];

/** The entries within adminAuditLog's filters (the export's too), nothing selected yet; and the order asked. */
export function auditLogWithin(db: Kysely<Tables>, filters: Omit<AuditLogFilters, 'page' | 'perPage'>) {
  const { from, until } = beijingDayRange(filters.from, filters.to);
  const order = listOrder(AUDIT_LOG_SORTING, filters, { time: 'created_at', operator: 'admin_name', action: 'action' });
  let query = db.selectFrom('audit_log');
  const admin = filters.admin?.trim();
  const action = filters.action?.trim();
  if (admin) query = query.where('admin_name', '=', admin);
  if (action) query = query.where('action', '=', action);
  if (from !== undefined) query = query.where('created_at', '>=', from);
  if (until !== undefined) query = query.where('created_at', '<', until);
  return { query, order };
}

/** The log's order: the asked column, ties newest first (or by time, in its direction). */
export function inAuditOrder<O>(query: SelectQueryBuilder<Tables, 'audit_log', O>, order: ReturnType<typeof auditLogWithin>['order']) {
  return query.orderBy(order.column, order.direction).orderBy('id', order.column === 'created_at' ? order.direction : 'desc');
}

/** An entry's columns, as the log and its export read them. */
export function auditColumns<O>(query: SelectQueryBuilder<Tables, 'audit_log', O>) {
  return query.select(['id', 'admin_name', 'action', 'target', 'before_json', 'after_json', 'ip', 'created_at']);
}

/** One page of the audit log within the filters, newest first unless sorted otherwise (ties: newest first). */
export async function auditLogPage(db: Kysely<Tables>, filters: AuditLogFilters): Promise<Page<AuditLogItem>> {
  const { query, order } = auditLogWithin(db, filters);
  return paginate(
    query,
    (filtered) => inAuditOrder(auditColumns(filtered), order),
    { page: filters.page, perPage: pageSize(filters.perPage, 20) },
    (row) => ({
      id: row.id,
      admin_name: row.admin_name,
      action: row.action,
      target: row.target,
      before: row.before_json,
      after: row.after_json,
      ip: row.ip,
      created_at: formatBeijingTime(row.created_at),
    }),
  );
}
