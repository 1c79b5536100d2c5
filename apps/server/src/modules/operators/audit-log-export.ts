import type { ParsedRequestOf } from '@casino/contract/call';
import { actionLabel } from '@casino/contract/audit-actions';
import type { adminAuditLogCsv } from '@casino/contract/calls/operators';
import { formatBeijingTime } from '@casino/contract/time';
import type { Kysely } from 'kysely';
import type { AuditWriter } from '../../kernel/audit-log';
import type { Tables } from '../../platform/db/schema';
import { csvFileName, daysPart, type CsvColumn, type CsvFile } from '../../kernel/lists/csv';
import { exportFile } from '../../kernel/lists/export-file';
import { auditColumns, auditLogWithin, inAuditOrder } from './audit-log-page';

type AuditRow = Awaited<ReturnType<ReturnType<typeof auditColumns<object>>['execute']>>[number];

/**
 * The columns of 操作日志. The action as the console shows it (its label in the contract), then its code, the call's
 * name or the command-line command, as the log's action filter takes it; before and after are the JSON text the log
 * keeps.
 */
const COLUMNS: readonly CsvColumn<AuditRow>[] = [
  { header: '编号', cell: (row) => row.id },
  { header: '时间', cell: (row) => formatBeijingTime(row.created_at) },
  { header: '操作人', cell: (row) => row.admin_name },
  { header: '操作', cell: (row) => actionLabel(row.action) },
  { header: '操作代码', cell: (row) => row.action },
  { header: '对象', cell: (row) => row.target },
  { header: '地址', cell: (row) => row.ip },
  { header: '变更前', cell: (row) => row.before_json },
  { header: '变更后', cell: (row) => row.after_json },
];

/** 操作日志 as a CSV file: every entry of adminAuditLog's filters, in its order; the export is itself logged (after the entries are chosen, so it is not in its own file). */
export async function auditLogFile(db: Kysely<Tables>, input: ParsedRequestOf<typeof adminAuditLogCsv>, audit: AuditWriter, cap?: number): Promise<CsvFile> {
  const { query, order } = auditLogWithin(db, input);
  return exportFile(db, audit, {
    source: {
      ids: async (limit) => (await inAuditOrder(query.select('id'), order).limit(limit).execute()).map((row) => row.id),
      rows: (ids) => auditColumns(query.where('id', 'in', ids)).execute(),
      idOf: (row) => row.id,
    },
    columns: COLUMNS,
    name: csvFileName(['audit-log', daysPart(input.from, input.to), input.admin?.trim(), input.action?.trim()]),
    target: 'export:audit_log',
    filters: input,
    cap,
  });
}
