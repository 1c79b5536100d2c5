import type { DataOf } from '@casino/contract/call';
import type { adminMemberLedger } from '@casino/contract/calls/admin';
import { ledgerKindLabel, ledgerPhaseLabel } from '@casino/contract/labels';
import { MEMBER_LEDGER_SORTING } from '@casino/contract/list-sorting';
import { useQuery } from '@tanstack/react-query';
import { Table, Typography } from 'antd';
import { errorText } from '../../api/call';
import { useSortedList } from '../../shared/use-sorted-list';
import { LEDGER_PAGE_SIZE, memberLedgerQuery } from './api';
import { walletLabel } from './wallet-label';

type Line = DataOf<typeof adminMemberLedger>['data'][number];

/** 资金流水: the member's ledger transfers, signed from their side, newest first or sorted by amount; page and sort are the URL's (ledger_…). */
export function MemberLedgerTab({ username }: { username: string }) {
  const list = useSortedList(MEMBER_LEDGER_SORTING, 'ledger_');
  const ledger = useQuery(memberLedgerQuery(username, list));
  return (
    <Table<Line>
      rowKey="id"
      size="small"
      loading={ledger.isPending || ledger.isPlaceholderData}
      dataSource={ledger.data?.data}
      locale={{ emptyText: ledger.isError ? errorText(ledger.error) : '暂无流水' }}
      pagination={{ current: list.page, pageSize: LEDGER_PAGE_SIZE, total: ledger.data?.total ?? 0, showSizeChanger: false, showTotal: (total) => `共 ${String(total)} 条` }}
      onChange={list.onTableChange}
      columns={[
        { title: '时间', dataIndex: 'created_at', width: 180, ...list.column('time') },
        { title: '钱包', dataIndex: 'wallet', render: walletLabel },
        { title: '类型', dataIndex: 'kind', render: ledgerKindLabel },
        {
          title: '金额（元）',
          dataIndex: 'amount',
          align: 'right',
          ...list.column('amount'),
          render: (amount: number) => <Typography.Text type={amount < 0 ? 'danger' : 'success'}>{`${amount > 0 ? '+' : ''}${amount.toFixed(2)}`}</Typography.Text>,
        },
        { title: '阶段', dataIndex: 'phase', render: ledgerPhaseLabel },
        { title: '备注', dataIndex: 'memo', render: (memo: string | null) => memo ?? '—' },
        { title: '关联', dataIndex: 'ref', render: (ref: string | null) => ref ?? '—' },
      ]}
    />
  );
}
