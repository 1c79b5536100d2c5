import type { DataOf } from '@casino/contract/call';
import type { adminDeposits } from '@casino/contract/calls/deposit';
import { payChannelLabel } from '@casino/contract/labels';
import { QUEUE_SORTING } from '@casino/contract/list-sorting';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Space } from 'antd';
import { adminCall } from '../../api/call';
import { useMayCall } from '../../api/me';
import { BulkReviewBar } from '../../shared/bulk-review-bar';
import { ExportCsvButton } from '../../shared/export-csv-button';
import { yuanText } from '../../shared/figures';
import { MemberLink } from '../../shared/member-link';
import { MemberTags } from '../../shared/member-tags';
import { QueueFilterBar } from '../../shared/queue-filter-bar';
import { queueSortFallback } from '../../shared/queue-list';
import { ResourceTable } from '../../shared/resource-table';
import { ReviewButtons } from '../../shared/review-buttons';
import { DEPOSIT_STATE_OPTIONS, ReviewStateTag } from '../../shared/review-state';
import { RefreshButton, ScreenHeader } from '../../shared/screen-header';
import { useListParams } from '../../shared/use-list-params';
import { useReview } from '../../shared/use-review';
import { useRowSelection } from '../../shared/use-row-selection';
import { DEPOSIT_FILTERS, depositQueueQuery, downloadDepositsCsv, invalidateDepositQueue } from './api';
import { DepositActivity } from './deposit-activity';
import { DepositorCell, DepositPayment } from './deposit-payment';
import { CHANNEL_OPTIONS } from './deposit-channels';

type Deposit = DataOf<typeof adminDeposits>['data'][number];

const isPendingView = (state: string) => state === '' || state === 'pending';

/**
 * 充值审核: the deposit orders, pending ones oldest first by default, paged on the server with the filters
 * and order in the URL. A row shows the depositor's bank and card as entered and opens to the accounts the order
 * showed and the member's earlier deposits. Approving credits the member's main
 * wallet through the ledger, refusing closes the order; selected rows are reviewed together. Each row
 * answers once: a second click, or a second operator, gets the server's refusal.
 */
export function DepositsPage() {
  const list = useListParams({ sorting: QUEUE_SORTING, filters: DEPOSIT_FILTERS, fallback: ({ state }) => queueSortFallback(isPendingView(state)) });
  const pendingView = isPendingView(list.params.state);
  const deposits = useQuery(depositQueueQuery(list.params));
  const queryClient = useQueryClient();
  const refresh = () => invalidateDepositQueue(queryClient);
  const [selected, setSelected] = useRowSelection<string>(JSON.stringify(list.params));
  const { review, running, pending } = useReview(
    ({ order, approve, reason }: { order: string; approve: boolean; reason: string }) =>
      approve ? adminCall('adminApproveDeposit', { out_trade_no: order }) : adminCall('adminRejectDeposit', { out_trade_no: order, reason }),
    refresh,
  );
  const mayReview = useMayCall('adminApproveDeposit');
  const mayBulk = useMayCall('adminBulkReviewDeposits') && pendingView;
  const mayExport = useMayCall('adminDepositsCsv');

  return (
    <>
      <ScreenHeader title="充值审核">
        <Space wrap>
          <RefreshButton list={deposits} />
          {mayExport && <ExportCsvButton download={() => downloadDepositsCsv(list.params)} />}
        </Space>
      </ScreenHeader>
      <QueueFilterBar filters={list.params} states={DEPOSIT_STATE_OPTIONS} kinds={CHANNEL_OPTIONS} kindLabel="充值通道" onChange={list.filter} />
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
      <ResourceTable
        rowKey="out_trade_no"
        query={deposits}
        list={list}
        hideSinglePage
        countUnit="条"
        empty={pendingView ? '暂无待审核的充值' : '暂无记录'}
        rowSelection={mayBulk ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) } : undefined}
        expandable={{
          expandedRowRender: (deposit) => (
            <>
              <DepositPayment deposit={deposit} />
              <DepositActivity order={deposit.out_trade_no} />
            </>
          ),
        }}
        columns={[
          { title: '订单号', dataIndex: 'out_trade_no' },
          {
            title: '会员',
            dataIndex: 'username',
            render: (username: string, deposit) => (
              <Space size={4} wrap>
                <MemberLink username={username} />
                <MemberTags tags={deposit.tags} />
              </Space>
            ),
          },
          { title: '通道', dataIndex: 'channel', render: payChannelLabel },
          { title: '存款人', dataIndex: 'depositor', render: (depositor: Deposit['depositor']) => <DepositorCell depositor={depositor} /> },
          { title: '金额（元）', dataIndex: 'amount', align: 'right', sortBy: 'amount', render: (amount: Deposit['amount']) => yuanText(amount) },
          { title: '提交时间', dataIndex: 'created_at', sortBy: 'time' },
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
              <ReviewButtons
                approve={{ title: `通过 ${deposit.username} 的 ${yuanText(deposit.amount)} 元充值？` }}
                refuse={{ title: `拒绝 ${deposit.username} 的 ${yuanText(deposit.amount)} 元充值？` }}
                running={running}
                pending={pending?.order === deposit.out_trade_no ? pending.approve : undefined}
                onReview={(approve, reason) => review({ order: deposit.out_trade_no, approve, reason })}
              />
            ),
          },
        ]}
      />
    </>
  );
}
