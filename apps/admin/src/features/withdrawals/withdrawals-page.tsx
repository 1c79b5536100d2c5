import { WITHDRAWAL_FLAG_LABELS } from '@casino/contract/codes';
import type { DataOf } from '@casino/contract/call';
import type { adminWithdrawals } from '@casino/contract/calls/admin';
import { QUEUE_SORTING } from '@casino/contract/list-sorting';
import { formatYuan } from '@casino/contract/money';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { adminCall, errorText } from '../../api/call';
import { useMayCall } from '../../api/me';
import { BulkReviewBar } from '../../shared/bulk-review-bar';
import { QueueFilterBar } from '../../shared/queue-filter-bar';
import { QUEUE_PAGE_SIZE, queueFiltersFromUrl, queueSortFallback, queueFiltersToUrl, type QueueFilters } from '../../shared/queue-filters';
import { sortableColumn, tableChange } from '../../shared/table-sort';
import { RefusalReason } from '../../shared/refusal-reason';
import { ReviewStateTag } from '../../shared/review-state';
import { RefreshButton, ScreenHeader } from '../../shared/screen-header';
import { useReview } from '../../shared/use-review';
import { WITHDRAWAL_STATES, invalidateWithdrawalQueue, withdrawalQueueQuery } from './api';
import { WithdrawalActivity } from './withdrawal-activity';
import { KIND_OPTIONS, WITHDRAWAL_STATE_OPTIONS } from './withdrawal-kinds';
import { MemberLink } from '../../shared/member-link';

type Withdrawal = DataOf<typeof adminWithdrawals>['data'][number];

/** Amounts and times stay on one line; the account takes what width is left. */
const oneLine = () => ({ style: { whiteSpace: 'nowrap' as const } });

/** What the member is paid: yuan to a bank card, or USDT to an address at the rate of the request. */
const payoutText = (withdrawal: Withdrawal) => `${formatYuan(withdrawal.payout)} ${withdrawal.payout_unit === 'USDT' ? 'USDT' : '元'}`;

/**
 * 提现审核: the withdrawals, pending ones oldest first by default, paged on the server with the filters and
 * order in the URL; their amount is held from the member's main wallet since the request. A row opens to
 * the member's turnover, earlier withdrawals and the account paid to. Approving pays it out (a large one
 * needs two operators), refusing returns it to the wallet; selected rows are reviewed together. Each row
 * answers once: a second click, or a second operator, gets the server's refusal.
 */
export function WithdrawalsPage() {
  const [params, setParams] = useSearchParams();
  const filters = queueFiltersFromUrl(params, WITHDRAWAL_STATES);
  const show = (next: QueueFilters) => setParams(queueFiltersToUrl(next));
  const pendingView = filters.state === '' || filters.state === 'pending' || filters.state === 'awaiting_second';
  const withdrawals = useQuery(withdrawalQueueQuery(filters));
  const queryClient = useQueryClient();
  const refresh = () => invalidateWithdrawalQueue(queryClient);
  const [selected, setSelected] = useState<number[]>([]);
  const [refusal, setRefusal] = useState('');
  const { review, running, pending } = useReview(
    ({ id, approve }: { id: number; approve: boolean }) => (approve ? adminCall('adminApproveWithdrawal', { id }) : adminCall('adminRejectWithdrawal', { id, reason: refusal })),
    refresh,
  );
  const busy = (id: number, approve: boolean) => pending?.id === id && pending.approve === approve;
  const mayReview = useMayCall('adminApproveWithdrawal');
  const mayBulk = useMayCall('adminBulkReviewWithdrawals') && pendingView;
  const orderNo = (id: number) => withdrawals.data?.data.find((withdrawal) => withdrawal.id === id)?.order_no ?? String(id);
  const change = (next: QueueFilters) => {
    setSelected([]);
    show(next);
  };

  return (
    <>
      <ScreenHeader title="提现审核">
        <RefreshButton list={withdrawals} />
      </ScreenHeader>
      <QueueFilterBar filters={filters} states={WITHDRAWAL_STATE_OPTIONS} kinds={KIND_OPTIONS} kindLabel="提现方式" onChange={(next) => change({ ...filters, ...next, page: 1 })} />
      {mayBulk && (
        <BulkReviewBar
          selected={selected.length}
          noun="提现"
          send={async (approve, reason) =>
            (await adminCall('adminBulkReviewWithdrawals', { ids: selected, approve, ...(approve ? {} : { reason }) })).data.map((row) => ({ row: orderNo(row.id), ok: row.ok, message: row.message }))
          }
          onSettled={() => {
            setSelected([]);
            void refresh();
          }}
        />
      )}
      <Table<Withdrawal>
        rowKey="id"
        loading={withdrawals.isPending || withdrawals.isPlaceholderData}
        dataSource={withdrawals.data?.data}
        rowSelection={mayBulk ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) } : undefined}
        expandable={{ expandedRowRender: (withdrawal) => <WithdrawalActivity id={withdrawal.id} /> }}
        pagination={{
          current: filters.page,
          pageSize: QUEUE_PAGE_SIZE,
          total: withdrawals.data?.total ?? 0,
          hideOnSinglePage: true,
          showSizeChanger: false,
          showTotal: (total) => `共 ${String(total)} 条`,
        }}
        onChange={(...event) => change({ ...filters, ...tableChange(QUEUE_SORTING, ...event) })}
        locale={{ emptyText: withdrawals.isError ? errorText(withdrawals.error) : pendingView ? '暂无待审核的提现' : '暂无记录' }}
        columns={[
          { title: '订单号', dataIndex: 'order_no' },
          { title: '会员', dataIndex: 'username', render: (username: string) => <MemberLink username={username} /> },
          { title: '金额（元）', dataIndex: 'amount', align: 'right', onHeaderCell: oneLine, ...sortableColumn(filters, 'amount', queueSortFallback(pendingView)), render: (amount: Withdrawal['amount']) => formatYuan(amount) },
          { title: '到账', key: 'payout', align: 'right', onCell: oneLine, render: (_, withdrawal) => payoutText(withdrawal) },
          {
            title: '收款账户',
            key: 'account',
            render: (_, withdrawal) => (
              <Space size={4} wrap>
                {withdrawal.account}
                {withdrawal.flags.map((flag) => (
                  <Tag key={flag} color="red">
                    {WITHDRAWAL_FLAG_LABELS[flag]}
                  </Tag>
                ))}
              </Space>
            ),
          },
          { title: '提交时间', dataIndex: 'created_at', onCell: oneLine, ...sortableColumn(filters, 'time', queueSortFallback(pendingView)) },
          {
            title: '审批',
            key: 'second-review',
            onCell: oneLine,
            onHeaderCell: oneLine,
            hidden: !pendingView,
            render: (_, withdrawal) =>
              withdrawal.second_review ? <Tag color="orange">{withdrawal.first_approved_by === null ? '大额：需两人审批' : `已由 ${withdrawal.first_approved_by} 初审，待复核`}</Tag> : '—',
          },
          {
            title: '审核',
            key: 'reviewed',
            hidden: pendingView,
            render: (_, withdrawal) => (
              <Space size={4} wrap>
                <ReviewStateTag state={withdrawal.state} />
                {withdrawal.reviewed_by}
                {withdrawal.reviewed_at}
                {withdrawal.reason !== '' && `原因：${withdrawal.reason}`}
              </Space>
            ),
          },
          {
            title: '操作',
            key: 'review',
            hidden: !mayReview || !pendingView,
            render: (_, withdrawal) => (
              <Space>
                <Popconfirm
                  title={`通过 ${withdrawal.username} 的 ${formatYuan(withdrawal.amount)} 元提现？`}
                  description={`向 ${withdrawal.account} 支付 ${payoutText(withdrawal)}`}
                  onConfirm={() => review({ id: withdrawal.id, approve: true })}
                >
                  <Button type="primary" size="small" disabled={running} loading={busy(withdrawal.id, true)}>
                    通过
                  </Button>
                </Popconfirm>
                <Popconfirm
                  title={`拒绝 ${withdrawal.username} 的 ${formatYuan(withdrawal.amount)} 元提现？`}
                  description={<RefusalReason note="冻结的金额退回会员的主钱包" value={refusal} onChange={setRefusal} />}
                  onOpenChange={(open) => open && setRefusal('')}
                  onConfirm={() => review({ id: withdrawal.id, approve: false })}
                >
                  <Button danger size="small" disabled={running} loading={busy(withdrawal.id, false)}>
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
