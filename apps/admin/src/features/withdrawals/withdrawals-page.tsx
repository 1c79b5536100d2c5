import { operatorLabel } from '@casino/contract/admin-roles';
import { WITHDRAWAL_FLAG_LABELS } from '@casino/contract/codes';
import type { DataOf } from '@casino/contract/call';
import type { adminWithdrawals } from '@casino/contract/calls/withdraw';
import { QUEUE_SORTING } from '@casino/contract/list-sorting';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Space, Tag } from 'antd';
import { useState } from 'react';
import { adminCall } from '../../api/call';
import { meQuery, useMayCall } from '../../api/me';
import { BulkReviewBar } from '../../shared/bulk-review-bar';
import { ExportCsvButton } from '../../shared/export-csv-button';
import { yuanText } from '../../shared/figures';
import { MemberLink } from '../../shared/member-link';
import { MemberLinksTag } from '../../shared/member-links';
import { MemberTags } from '../../shared/member-tags';
import { QueueFilterBar } from '../../shared/queue-filter-bar';
import { queueSortFallback } from '../../shared/queue-list';
import { ResourceTable } from '../../shared/resource-table';
import { ReviewButtons } from '../../shared/review-buttons';
import { ReviewStateTag } from '../../shared/review-state';
import { RefreshButton, ScreenHeader } from '../../shared/screen-header';
import { useListParams } from '../../shared/use-list-params';
import { useReview } from '../../shared/use-review';
import { useRowSelection } from '../../shared/use-row-selection';
import { downloadWithdrawalsCsv, invalidatePayouts, invalidateWithdrawalQueue, WITHDRAWAL_FILTERS, withdrawalQueueQuery } from './api';
import { PayoutForm } from './payout-form';
import { PayoutStateTag } from './payout-state-tag';
import { SETTLEMENT_TEXT, SettlePayoutForm, type Settlement } from './settle-payout-form';
import { WithdrawalActivity } from './withdrawal-activity';
import { KIND_OPTIONS, WITHDRAWAL_STATE_OPTIONS } from './withdrawal-kinds';

type Withdrawal = DataOf<typeof adminWithdrawals>['data'][number];

/** Amounts and times stay on one line; the account takes what width is left. */
const oneLine = () => ({ style: { whiteSpace: 'nowrap' as const } });

/** What the member is paid: yuan to a bank card, or USDT to an address at the rate of the request. */
const payoutText = (withdrawal: Withdrawal) => `${yuanText(withdrawal.payout)} ${withdrawal.payout_unit === 'USDT' ? 'USDT' : '元'}`;

/** A withdrawal a gateway can pay (代付): yuan to a bank card or an e-wallet, not USDT. */
const payableByGateway = (withdrawal: Withdrawal) => withdrawal.kind !== 'usdt' && withdrawal.payout_unit !== 'USDT';

/** A withdrawal whose gateway payout failed, waiting for the operator's choice: money back to the member, or back to the queue. */
const payoutFailed = (withdrawal: Withdrawal) => withdrawal.payout_state === 'failed' && withdrawal.state === 'approved';

const summaryOf = (withdrawal: Withdrawal) => `${withdrawal.username} 的 ${yuanText(withdrawal.amount)} 元提现（${withdrawal.order_no}）`;

/** The views with rows to review: pending, and the large ones awaiting their second approval. */
const isPendingView = (state: string) => state === '' || state === 'pending' || state === 'awaiting_second';

/** Where a large withdrawal's two approvals stand, as the operator looking at it reads it. */
function fourEyesText(firstApprover: string | null, operator: string | undefined): string {
  if (firstApprover === null) return '大额：需两人审批';
  return firstApprover === operator ? '您已初审，待其他管理员复核' : `已由 ${firstApprover} 初审，待复核`;
}

/**
 * 提现审核: the withdrawals, pending ones oldest first by default, paged on the server with the filters and
 * order in the URL; their amount is held from the member's main wallet since the request. A row opens to
 * the member's turnover, earlier withdrawals and the account paid to. Approving pays it out (a large one
 * needs two operators), refusing returns it to the wallet; selected rows are reviewed together. Each row
 * answers once: a second click, or a second operator, gets the server's refusal. 代付 approves a yuan withdrawal and
 * pays it through a gateway (its state shown as 出款中 / 已出款 / 出款失败); a failed payout is 退回会员 or 重新排队.
 */
export function WithdrawalsPage() {
  const list = useListParams({ sorting: QUEUE_SORTING, filters: WITHDRAWAL_FILTERS, fallback: ({ state }) => queueSortFallback(isPendingView(state)) });
  const pendingView = isPendingView(list.params.state);
  const withdrawals = useQuery(withdrawalQueueQuery(list.params));
  const queryClient = useQueryClient();
  const refresh = () => invalidateWithdrawalQueue(queryClient);
  const [selected, setSelected] = useRowSelection<number>(JSON.stringify(list.params));
  const { review, running, pending } = useReview(
    ({ id, approve, reason }: { id: number; approve: boolean; reason: string }) => (approve ? adminCall('adminApproveWithdrawal', { id }) : adminCall('adminRejectWithdrawal', { id, reason })),
    refresh,
  );
  const mayReview = useMayCall('adminApproveWithdrawal');
  const name = useQuery(meQuery).data?.name;
  const operator = name === undefined ? undefined : operatorLabel(name);
  const mayBulk = useMayCall('adminBulkReviewWithdrawals') && pendingView;
  const mayExport = useMayCall('adminWithdrawalsCsv');
  const mayPayout = useMayCall('adminPayoutWithdrawal');
  const maySettlePayout = useMayCall('adminSettleFailedPayout');
  const [payingOut, setPayingOut] = useState<Withdrawal | undefined>();
  const [settling, setSettling] = useState<{ withdrawal: Withdrawal; settlement: Settlement } | undefined>();
  const rows = withdrawals.data?.data ?? [];
  const orderNo = (id: number) => withdrawals.data?.data.find((withdrawal) => withdrawal.id === id)?.order_no ?? String(id);

  return (
    <>
      <ScreenHeader title="提现审核">
        <Space wrap>
          <RefreshButton list={withdrawals} />
          {mayExport && <ExportCsvButton download={() => downloadWithdrawalsCsv(list.params)} />}
        </Space>
      </ScreenHeader>
      <QueueFilterBar filters={list.params} states={WITHDRAWAL_STATE_OPTIONS} kinds={KIND_OPTIONS} kindLabel="提现方式" onChange={list.filter} />
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
      <ResourceTable
        rowKey="id"
        query={withdrawals}
        list={list}
        hideSinglePage
        countUnit="条"
        empty={pendingView ? '暂无待审核的提现' : '暂无记录'}
        rowSelection={mayBulk ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) } : undefined}
        expandable={{ expandedRowRender: (withdrawal) => <WithdrawalActivity id={withdrawal.id} /> }}
        columns={[
          { title: '订单号', dataIndex: 'order_no' },
          { title: '会员', dataIndex: 'username', render: (username: string) => <MemberLink username={username} /> },
          { title: '金额（元）', dataIndex: 'amount', align: 'right', onHeaderCell: oneLine, sortBy: 'amount', render: (amount: Withdrawal['amount']) => yuanText(amount) },
          { title: '到账', key: 'payout', align: 'right', onCell: oneLine, render: (_, withdrawal) => payoutText(withdrawal) },
          {
            title: '代付',
            key: 'payout-state',
            // Only where a row of the page went through a gateway; a failed payout's choices are here.
            hidden: !rows.some((withdrawal) => withdrawal.payout_state !== ''),
            render: (_, withdrawal) => (
              <Space orientation="vertical" size={4}>
                <PayoutStateTag state={withdrawal.payout_state} reference={withdrawal.payout_reference} />
                {maySettlePayout && payoutFailed(withdrawal) && (
                  <Space size={4}>
                    {(['refund', 'requeue'] as const).map((settlement) => (
                      <Button key={settlement} size="small" danger={settlement === 'refund'} onClick={() => setSettling({ withdrawal, settlement })}>
                        {SETTLEMENT_TEXT[settlement].button}
                      </Button>
                    ))}
                  </Space>
                )}
              </Space>
            ),
          },
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
                <MemberLinksTag links={withdrawal.links} />
                <MemberTags tags={withdrawal.tags} />
              </Space>
            ),
          },
          { title: '提交时间', dataIndex: 'created_at', onCell: oneLine, sortBy: 'time' },
          {
            title: '审批',
            key: 'second-review',
            onCell: oneLine,
            onHeaderCell: oneLine,
            hidden: !pendingView,
            render: (_, withdrawal) => (withdrawal.second_review ? <Tag color="orange">{fourEyesText(withdrawal.first_approved_by, operator)}</Tag> : '—'),
          },
          {
            title: '审核',
            key: 'reviewed',
            hidden: pendingView,
            render: (_, withdrawal) => (
              <Space size={4} wrap>
                <ReviewStateTag state={withdrawal.state} />
                {withdrawal.first_approved_by !== null && withdrawal.state === 'approved' ? `初审 ${withdrawal.first_approved_by} · 复核 ${withdrawal.reviewed_by ?? ''}` : withdrawal.reviewed_by}
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
                <ReviewButtons
                  approve={{ title: `通过 ${withdrawal.username} 的 ${yuanText(withdrawal.amount)} 元提现？`, description: `向 ${withdrawal.account} 支付 ${payoutText(withdrawal)}` }}
                  refuse={{ title: `拒绝 ${withdrawal.username} 的 ${yuanText(withdrawal.amount)} 元提现？`, note: '冻结的金额退回会员的主钱包' }}
                  running={running}
                  pending={pending?.id === withdrawal.id ? pending.approve : undefined}
                  onReview={(approve, reason) => review({ id: withdrawal.id, approve, reason })}
                />
                {mayPayout && payableByGateway(withdrawal) && (
                  <Button size="small" disabled={running} onClick={() => setPayingOut(withdrawal)}>
                    代付
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      {payingOut && (
        <PayoutForm
          id={payingOut.id}
          summary={summaryOf(payingOut)}
          onClose={() => setPayingOut(undefined)}
          onDone={() => {
            setPayingOut(undefined);
            void invalidatePayouts(queryClient);
          }}
        />
      )}
      {settling && (
        <SettlePayoutForm
          id={settling.withdrawal.id}
          summary={summaryOf(settling.withdrawal)}
          settlement={settling.settlement}
          onClose={() => setSettling(undefined)}
          onSaved={() => {
            setSettling(undefined);
            void invalidatePayouts(queryClient);
          }}
        />
      )}
    </>
  );
}
