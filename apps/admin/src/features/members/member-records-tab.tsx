import type { DataOf } from '@casino/contract/call';
import type { adminMemberRecords } from '@casino/contract/calls/account';
import { MEMBER_RECORDS_SORTING } from '@casino/contract/list-sorting';
import { useQuery } from '@tanstack/react-query';
import { Typography } from 'antd';
import { yuanText } from '../../shared/figures';
import type { SortName } from '../../shared/list-address';
import { ResourceTable, type ResourceColumn } from '../../shared/resource-table';
import { useListParams } from '../../shared/use-list-params';
import { MEMBER_TAB_PAGE_SIZE, memberRecordsQuery } from './api';
import type { MemberRecordTab } from './member-record-kinds';

type Row = DataOf<typeof adminMemberRecords>['data'][number];

const winLossColumn: ResourceColumn<Row, never> = {
  title: '输赢（元）',
  dataIndex: 'win_loss',
  align: 'right',
  render: (amount: number | null) =>
    amount === null ? '—' : <Typography.Text type={amount < 0 ? 'danger' : amount > 0 ? 'success' : undefined}>{`${amount > 0 ? '+' : ''}${yuanText(amount)}`}</Typography.Text>,
};

/**
 * One kind of the member's records, newest first or sorted by amount, a page at a time from the server; mounted
 * (and so read) only once its tab is opened. Page and sort are the URL's, under the kind's name (deposit_page…).
 */
export function MemberRecordsTab({ username, tab }: { username: string; tab: MemberRecordTab }) {
  const list = useListParams({ sorting: MEMBER_RECORDS_SORTING, prefix: `${tab.kind}_` });
  const records = useQuery(memberRecordsQuery(username, tab.kind, list.params));
  const columns: ResourceColumn<Row, SortName<typeof MEMBER_RECORDS_SORTING>>[] = [
    { title: '时间', dataIndex: 'created_at', width: 180, sortBy: 'time' },
    { title: tab.id, dataIndex: 'id' },
    { title: tab.detail, dataIndex: 'detail' },
    { title: tab.amount, dataIndex: 'amount', align: 'right', sortBy: 'amount', render: (amount: number) => yuanText(amount) },
    ...(tab.winLoss ? [winLossColumn] : []),
    { title: '状态', dataIndex: 'state' },
  ];
  return (
    <ResourceTable
      aria-label={tab.label}
      rowKey="id"
      size="small"
      query={records}
      list={list}
      pageSize={MEMBER_TAB_PAGE_SIZE}
      countUnit="条"
      empty={tab.empty}
      columns={columns}
    />
  );
}
