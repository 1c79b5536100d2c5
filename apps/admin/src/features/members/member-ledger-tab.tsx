import type { DataOf } from '@casino/contract/call';
import type { adminMemberLedger } from '@casino/contract/calls/admin';
import { useQuery } from '@tanstack/react-query';
import { Table, Typography } from 'antd';
import { useState } from 'react';
import { errorText } from '../../api/call';
import { LEDGER_PAGE_SIZE, memberLedgerQuery } from './api';
import { ledgerKindLabel, ledgerPhaseLabel } from './ledger-labels';
import { walletLabel } from './wallet-label';

type Line = DataOf<typeof adminMemberLedger>['data'][number];

/** 资金流水: the member's ledger transfers, newest first, signed from their side. */
export function MemberLedgerTab({ username }: { username: string }) {
  const [page, setPage] = useState(1);
  const ledger = useQuery(memberLedgerQuery(username, page));
  return (
    <Table<Line>
      rowKey="id"
      size="small"
      loading={ledger.isPending || ledger.isPlaceholderData}
      dataSource={ledger.data?.data}
      locale={{ emptyText: ledger.isError ? errorText(ledger.error) : '暂无流水' }}
      pagination={{ current: page, pageSize: LEDGER_PAGE_SIZE, total: ledger.data?.total ?? 0, showSizeChanger: false, showTotal: (total) => `共 ${String(total)} 条`, onChange: setPage }}
      columns={[
        { title: '时间', dataIndex: 'created_at', width: 180 },
        { title: '钱包', dataIndex: 'wallet', render: walletLabel },
        { title: '类型', dataIndex: 'kind', render: ledgerKindLabel },
        {
          title: '金额（元）',
          dataIndex: 'amount',
          align: 'right',
          render: (amount: number) => <Typography.Text type={amount < 0 ? 'danger' : 'success'}>{`${amount > 0 ? '+' : ''}${amount.toFixed(2)}`}</Typography.Text>,
        },
        { title: '阶段', dataIndex: 'phase', render: ledgerPhaseLabel },
        { title: '备注', dataIndex: 'memo', render: (memo: string | null) => memo ?? '—' },
        { title: '关联', dataIndex: 'ref', render: (ref: string | null) => ref ?? '—' },
      ]}
    />
  );
}
