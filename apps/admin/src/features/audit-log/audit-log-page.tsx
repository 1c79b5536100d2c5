import type { DataOf } from '@casino/contract/call';
import type { adminAuditLog } from '@casino/contract/calls/admin';
import { AUDIT_LOG_SORTING } from '@casino/contract/list-sorting';
import { MSG } from '@casino/contract/messages';
import { useQuery } from '@tanstack/react-query';
import { Button, Result, Space, Table, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { errorText } from '../../api/call';
import { useMayCall } from '../../api/me';
import { actionLabel } from './action-labels';
import { AuditFilterBar } from './audit-filter-bar';
import { filtersFromUrl, filtersToUrl, type AuditFilters } from './audit-filters';
import { AUDIT_PAGE_SIZE, auditLogQuery } from './api';
import { ChangeDetail } from './change-detail';
import { sortableColumn, tableChange } from '../../shared/table-sort';

type Entry = DataOf<typeof adminAuditLog>['data'][number];

/**
 * 操作日志 (the owner's): who did what to what, from where, newest first or sorted by a column; a row opens
 * to its before and after. The page, filters and sort are the URL's, so a reload or a shared link shows the same entries.
 */
export function AuditLogPage() {
  const mayRead = useMayCall('adminAuditLog');
  const [params, setParams] = useSearchParams();
  const filters = filtersFromUrl(params);
  const log = useQuery({ ...auditLogQuery(filters), enabled: mayRead });
  const show = (next: AuditFilters) => setParams(filtersToUrl(next));

  if (!mayRead) return <Result status="403" title={MSG.adminForbidden} />;
  return (
    <>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          操作日志
        </Typography.Title>
        <Button onClick={() => void log.refetch()} loading={log.isFetching}>
          刷新
        </Button>
      </Space>
      <AuditFilterBar filters={filters} onChange={(change) => show({ ...filters, ...change, page: 1 })} />
      <Table<Entry>
        rowKey="id"
        loading={log.isPending || log.isPlaceholderData}
        dataSource={log.data?.data}
        locale={{ emptyText: log.isError ? errorText(log.error) : '暂无操作记录' }}
        pagination={{ current: filters.page, pageSize: AUDIT_PAGE_SIZE, total: log.data?.total ?? 0, showSizeChanger: false, showTotal: (total) => `共 ${String(total)} 条` }}
        onChange={(...event) => show({ ...filters, ...tableChange(AUDIT_LOG_SORTING, ...event) })}
        expandable={{
          expandedRowRender: (entry) => <ChangeDetail before={entry.before} after={entry.after} />,
          rowExpandable: (entry) => entry.before !== null || entry.after !== null,
        }}
        columns={[
          { title: '时间', dataIndex: 'created_at', width: 180, ...sortableColumn(filters, 'time', AUDIT_LOG_SORTING.fallback) },
          { title: '操作人', dataIndex: 'admin_name', ...sortableColumn(filters, 'operator', AUDIT_LOG_SORTING.fallback) },
          { title: '操作', dataIndex: 'action', render: (action: string) => actionLabel(action), ...sortableColumn(filters, 'action', AUDIT_LOG_SORTING.fallback) },
          { title: '对象', dataIndex: 'target' },
          { title: '地址', dataIndex: 'ip' },
        ]}
      />
    </>
  );
}
