import type { DataOf } from '@casino/contract/call';
import type { adminDeposits } from '@casino/contract/calls/admin';
import { QUEUE_SORTING } from '@casino/contract/list-sorting';
import { payChannelLabel } from '@casino/contract/labels';
import { formatYuan } from '@casino/contract/money';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm, Space, Table } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { adminCall, errorText } from '../../api/call';
import { useMayCall } from '../../api/me';
import { BulkReviewBar } from '../../shared/bulk-review-bar';
import { QueueFilterBar } from '../../shared/queue-filter-bar';
import { QUEUE_PAGE_SIZE, queueFiltersFromUrl, queueSortFallback, queueFiltersToUrl, type QueueFilters } from '../../shared/queue-filters';
import { sortableColumn, tableChange } from '../../shared/table-sort';
import { RefusalReason } from '../../shared/refusal-reason';
import { DEPOSIT_STATE_OPTIONS, ReviewStateTag } from '../../shared/review-state';
import { RefreshButton, ScreenHeader } from '../../shared/screen-header';
import { useReview } from '../../shared/use-review';
import { DEPOSIT_STATES, invalidateDepositQueue, depositQueueQuery } from './api';
import { DepositActivity } from './deposit-activity';
import { CHANNEL_OPTIONS } from './deposit-channels';
import { MemberLink } from '../../shared/member-link';

type Deposit = DataOf<typeof adminDeposits>['data'][number];

/**
 * 充值审核: the deposit orders, pending ones oldest first by default, paged on the server with the filters
 * and order in the URL. A row opens to the member's earlier deposits. Approving credits the member's main
 * wallet through the ledger, refusing closes the order; selected rows are reviewed together. Each row
 * answers once: a second click, or a second operator, gets the server's refusal.
 */
export function DepositsPage() {
  const [params, setParams] = useSearchParams();
  const filters = queueFiltersFromUrl(params, DEPOSIT_STATES);
  const show = (next: QueueFilters) => setParams(queueFiltersToUrl(next));
  const pendingView = filters.state === '' || filters.state === 'pending';
  const deposits = useQuery(depositQueueQuery(filters));
  const queryClient = useQueryClient();
  const refresh = () => invalidateDepositQueue(queryClient);
  const [selected, setSelected] = useState<string[]>([]);
  const [refusal, setRefusal] = useState('');
  const { review, running, pending } = useReview(
    ({ order, approve }: { order: string; approve: boolean }) =>
      approve ? adminCall('adminApproveDeposit', { out_trade_no: order }) : adminCall('adminRejectDeposit', { out_trade_no: order, reason: refusal }),
    refresh,
  );
  const busy = (order: string, approve: boolean) => pending?.order === order && pending.approve === approve;
  const mayReview = useMayCall('adminApproveDeposit');
  const mayBulk = useMayCall('adminBulkReviewDeposits') && pendingView;
  const change = (next: QueueFilters) => {
    setSelected([]);
    show(next);
  };

  return (
    <>
      <ScreenHeader title="充值审核">
        <RefreshButton list={deposits} />
      </ScreenHeader>
      <QueueFilterBar filters={filters} states={DEPOSIT_STATE_OPTIONS} kinds={CHANNEL_OPTIONS} kindLabel="充值通道" onChange={(next) => change({ ...filters, ...next, page: 1 })} />
      {mayBulk && (
        <BulkReviewBar
          selected={selected.length}
          noun="充值"
          send={async (approve, reason) =>
            (await adminCall('adminBulkReviewDeposits', { orders: selected, approve, ...(approve ? {} : { reason }) })).data.map((row) => ({ row: row.out_trade_no, ok: row.ok, message: row.message }))
          }
          onSettled={() => {
            setSelected([]);
            void refresh();
          }}
        />
      )}
      <Table<Deposit>
        rowKey="out_trade_no"
        loading={deposits.isPending || deposits.isPlaceholderData}
        dataSource={deposits.data?.data}
        rowSelection={mayBulk ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) } : undefined}
        expandable={{ expandedRowRender: (deposit) => <DepositActivity order={deposit.out_trade_no} /> }}
        pagination={{
          current: filters.page,
          pageSize: QUEUE_PAGE_SIZE,
          total: deposits.data?.total ?? 0,
          hideOnSinglePage: true,
          showSizeChanger: false,
          showTotal: (total) => `共 ${String(total)} 条`,
        }}
        onChange={(...event) => change({ ...filters, ...tableChange(QUEUE_SORTING, ...event) })}
        locale={{ emptyText: deposits.isError ? errorText(deposits.error) : pendingView ? '暂无待审核的充值' : '暂无记录' }}
        columns={[
          { title: '订单号', dataIndex: 'out_trade_no' },
          { title: '会员', dataIndex: 'username', render: (username: string) => <MemberLink username={username} /> },
          { title: '通道', dataIndex: 'channel', render: payChannelLabel },
          { title: '存款人', dataIndex: 'depositor_name' },
          { title: '金额（元）', dataIndex: 'amount', align: 'right', ...sortableColumn(filters, 'amount', queueSortFallback(pendingView)), render: (amount: Deposit['amount']) => formatYuan(amount) },
          { title: '提交时间', dataIndex: 'created_at', ...sortableColumn(filters, 'time', queueSortFallback(pendingView)) },
          {
            title: '审核',
            key: 'reviewed',
            hidden: pendingView,
            render: (_, deposit) => (
              <Space size={4} wrap>
                <ReviewStateTag state={deposit.state} />
                {deposit.reviewed_by}
                {deposit.reviewed_at}
                {deposit.reason !== '' && `原因：${deposit.reason}`}
              </Space>
            ),
          },
          {
            title: '操作',
            key: 'review',
            hidden: !mayReview || !pendingView,
            render: (_, deposit) => (
              <Space>
                <Popconfirm title={`通过 ${deposit.username} 的 ${formatYuan(deposit.amount)} 元充值？`} onConfirm={() => review({ order: deposit.out_trade_no, approve: true })}>
                  <Button type="primary" size="small" disabled={running} loading={busy(deposit.out_trade_no, true)}>
                    通过
                  </Button>
                </Popconfirm>
                <Popconfirm
                  title={`拒绝 ${deposit.username} 的 ${formatYuan(deposit.amount)} 元充值？`}
                  description={<RefusalReason value={refusal} onChange={setRefusal} />}
                  onOpenChange={(open) => open && setRefusal('')}
                  onConfirm={() => review({ order: deposit.out_trade_no, approve: false })}
                >
                  <Button danger size="small" disabled={running} loading={busy(deposit.out_trade_no, false)}>
                    拒绝
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </>
  );
}
