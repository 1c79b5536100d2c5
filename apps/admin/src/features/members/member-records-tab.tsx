import type { DataOf } from '@casino/contract/call';
import type { adminMemberRecords } from '@casino/contract/calls/admin';
import { MEMBER_RECORDS_SORTING } from '@casino/contract/list-sorting';
import { useQuery } from '@tanstack/react-query';
import { Table, Typography, type TableColumnsType } from 'antd';
import { errorText } from '../../api/call';
import { useSortedList } from '../../shared/use-sorted-list';
import { memberRecordsQuery, RECORDS_PAGE_SIZE } from './api';
import type { MemberRecordTab } from './member-record-kinds';

type Row = DataOf<typeof adminMemberRecords>['data'][number];

const winLossColumn: TableColumnsType<Row>[number] = {
  title: '输赢（元）',
  dataIndex: 'win_loss',
  align: 'right',
  render: (amount: number | null) =>
    amount === null ? '—' : <Typography.Text type={amount < 0 ? 'danger' : amount > 0 ? 'success' : undefined}>{`${amount > 0 ? '+' : ''}${amount.toFixed(2)}`}</Typography.Text>,
};

/**
 * One kind of the member's records, newest first or sorted by amount, a page at a time from the server; mounted
 * (and so read) only once its tab is opened. Page and sort are the URL's, under the kind's name (deposit_page…).
 */
export function MemberRecordsTab({ username, tab }: { username: string; tab: MemberRecordTab }) {
  const list = useSortedList(MEMBER_RECORDS_SORTING, `${tab.kind}_`);
  const records = useQuery(memberRecordsQuery(username, tab.kind, list));
  const columns: TableColumnsType<Row> = [
    { title: '时间', dataIndex: 'created_at', width: 180, ...list.column('time') },
    { title: tab.id, dataIndex: 'id' },
    { title: tab.detail, dataIndex: 'detail' },
    { title: tab.amount, dataIndex: 'amount', align: 'right', ...list.column('amount'), render: (amount: number) => amount.toFixed(2) },
    ...(tab.winLoss ? [winLossColumn] : []),
    { title: '状态', dataIndex: 'state' },
  ];
  return (
    <Table<Row>
      aria-label={tab.label}
      rowKey="id"
      size="small"
      loading={records.isPending || records.isPlaceholderData}
      dataSource={records.data?.data}
      locale={{ emptyText: records.isError ? errorText(records.error) : tab.empty }}
      pagination={{ current: list.page, pageSize: RECORDS_PAGE_SIZE, total: records.data?.total ?? 0, showSizeChanger: false, showTotal: (total) => `共 ${String(total)} 条` }}
      onChange={list.onTableChange}
      columns={columns}
    />
  );
}
