import { AUDIT_LOG_SORTING } from '@casino/contract/list-sorting';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { useQuery } from '@tanstack/react-query';
import { Result, Space } from 'antd';
import { useMayCall } from '../../api/me';
import { ExportCsvButton } from '../../shared/export-csv-button';
import { ResourceTable } from '../../shared/resource-table';
import { RefreshButton, ScreenHeader } from '../../shared/screen-header';
import { useListParams } from '../../shared/use-list-params';
import { actionLabel } from '@casino/contract/audit-actions';
import { AuditFilterBar } from './audit-filter-bar';
import { AUDIT_FILTERS, auditLogQuery, downloadAuditLogCsv } from './api';
import { ChangeDetail } from './change-detail';

/**
 * 操作日志 (the owner's): who did what to what, from where, newest first or sorted by a column; a row opens
 * to its before and after. The page, filters and sort are the URL's, so a reload or a shared link shows the same entries.
 */
export function AuditLogPage() {
  const mayRead = useMayCall('adminAuditLog');
  const mayExport = useMayCall('adminAuditLogCsv');
  const list = useListParams({ sorting: AUDIT_LOG_SORTING, filters: AUDIT_FILTERS });
  const log = useQuery({ ...auditLogQuery(list.params), enabled: mayRead });

  if (!mayRead) return <Result status="403" title={ADMIN_MSG.adminForbidden} />;
  return (
    <>
      <ScreenHeader title="操作日志">
        <Space wrap>
          <RefreshButton list={log} />
          {mayExport && <ExportCsvButton download={() => downloadAuditLogCsv(list.params)} />}
        </Space>
      </ScreenHeader>
      <AuditFilterBar filters={list.params} onChange={list.filter} />
      <ResourceTable
        rowKey="id"
        query={log}
        list={list}
        countUnit="条"
        empty="暂无操作记录"
        expandable={{
          expandedRowRender: (entry) => <ChangeDetail before={entry.before} after={entry.after} />,
          rowExpandable: (entry) => entry.before !== null || entry.after !== null,
        }}
        columns={[
          { title: '时间', dataIndex: 'created_at', width: 180, sortBy: 'time' },
          { title: '操作人', dataIndex: 'admin_name', sortBy: 'operator' },
          { title: '操作', dataIndex: 'action', render: (action: string) => actionLabel(action), sortBy: 'action' },
          { title: '对象', dataIndex: 'target' },
          { title: '地址', dataIndex: 'ip' },
        ]}
      />
    </>
  );
}
