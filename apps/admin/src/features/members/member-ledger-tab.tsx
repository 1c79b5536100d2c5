import { LEDGER_KIND_LABELS, ledgerKindLabel, ledgerPhaseLabel } from '@casino/contract/labels';
import { MEMBER_LEDGER_SORTING } from '@casino/contract/list-sorting';
import { useQuery } from '@tanstack/react-query';
import { Select, Space, Typography } from 'antd';
import { useMayCall } from '../../api/me';
import { ExportCsvButton } from '../../shared/export-csv-button';
import { yuanText } from '../../shared/figures';
import { ResourceTable } from '../../shared/resource-table';
import { useListParams } from '../../shared/use-list-params';
import { downloadMemberLedgerCsv, LEDGER_FILTERS, MEMBER_TAB_PAGE_SIZE, memberLedgerQuery } from './api';
import { walletLabel } from './wallet-label';

const KIND_OPTIONS = Object.entries(LEDGER_KIND_LABELS).map(([value, label]) => ({ value, label }));

/**
 * 资金流水: the member's ledger transfers, signed from their side, newest first or sorted by amount, of one kind
 * or all; a withdrawal's hold is one line standing as its outcome (冻结, 已确认, 已撤销). Page, sort and kind are
 * the URL's (ledger_…).
 */
export function MemberLedgerTab({ username }: { username: string }) {
  const list = useListParams({ sorting: MEMBER_LEDGER_SORTING, filters: LEDGER_FILTERS, prefix: 'ledger_' });
  const ledger = useQuery(memberLedgerQuery(username, list.params));
  const mayExport = useMayCall('adminMemberLedgerCsv');
  return (
    <Space vertical style={{ width: '100%' }}>
      <Space wrap>
        <Select
          aria-label="流水类型"
          placeholder="全部类型"
          allowClear
          style={{ width: 160 }}
          options={KIND_OPTIONS}
          value={list.params.ledger_kind === '' ? undefined : list.params.ledger_kind}
          onChange={(kind: string | undefined) => list.filter({ ledger_kind: kind ?? '' })}
        />
        {mayExport && <ExportCsvButton download={() => downloadMemberLedgerCsv(username, list.params)} />}
      </Space>
      <ResourceTable
        rowKey="id"
        size="small"
        query={ledger}
        list={list}
        pageSize={MEMBER_TAB_PAGE_SIZE}
        countUnit="条"
        empty="暂无流水"
        columns={[
          { title: '时间', dataIndex: 'created_at', width: 180, sortBy: 'time' },
          { title: '钱包', dataIndex: 'wallet', render: walletLabel },
          { title: '类型', dataIndex: 'kind', render: ledgerKindLabel },
          {
            title: '金额（元）',
            dataIndex: 'amount',
            align: 'right',
            sortBy: 'amount',
            render: (amount: number) => <Typography.Text type={amount < 0 ? 'danger' : 'success'}>{`${amount > 0 ? '+' : ''}${yuanText(amount)}`}</Typography.Text>,
          },
          { title: '阶段', dataIndex: 'phase', render: ledgerPhaseLabel },
          { title: '备注', dataIndex: 'memo', render: (memo: string | null) => memo ?? '—' },
          { title: '关联', dataIndex: 'ref', render: (ref: string | null) => ref ?? '—' },
        ]}
      />
    </Space>
  );
}
