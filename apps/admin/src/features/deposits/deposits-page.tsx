import type { DataOf } from '@casino/contract/call';
import type { adminDeposits } from '@casino/contract/calls/admin';
import { formatYuan } from '@casino/contract/money';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm, Space, Table } from 'antd';
import { adminCall, errorText } from '../../api/call';
import { useMayCall } from '../../api/me';
import { RefreshButton, ScreenHeader } from '../../shared/screen-header';
import { useReview } from '../../shared/use-review';
import { pendingDepositsQuery } from './api';

type Deposit = DataOf<typeof adminDeposits>[number];

/**
 * 充值审核: the pending deposits; approving credits the member's main wallet through the ledger, refusing
 * closes the order. Each answers once: a second click, or a second operator, gets the server's refusal.
 */
export function DepositsPage() {
  const deposits = useQuery(pendingDepositsQuery);
  const queryClient = useQueryClient();
  const { review, running, pending } = useReview(
    ({ order, approve }: { order: string; approve: boolean }) => adminCall(approve ? 'adminApproveDeposit' : 'adminRejectDeposit', { out_trade_no: order }),
    () => queryClient.invalidateQueries(pendingDepositsQuery),
  );
  const busy = (order: string, approve: boolean) => pending?.order === order && pending.approve === approve;
  const mayReview = useMayCall('adminApproveDeposit');

  return (
    <>
      <ScreenHeader title="充值审核">
        <RefreshButton list={deposits} />
      </ScreenHeader>
      <Table<Deposit>
        rowKey="out_trade_no"
        loading={deposits.isPending}
        dataSource={deposits.data}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={{ emptyText: deposits.isError ? errorText(deposits.error) : '暂无待审核的充值' }}
        columns={[
          { title: '订单号', dataIndex: 'out_trade_no' },
          { title: '会员', dataIndex: 'username' },
          { title: '通道', dataIndex: 'channel' },
          { title: '存款人', dataIndex: 'depositor_name' },
          { title: '金额（元）', dataIndex: 'amount', align: 'right', render: (amount: Deposit['amount']) => formatYuan(amount) },
          { title: '提交时间', dataIndex: 'created_at' },
          {
            title: '操作',
            key: 'review',
            hidden: !mayReview,
            render: (_, deposit) => (
              <Space>
                <Popconfirm title={`通过 ${deposit.username} 的 ${formatYuan(deposit.amount)} 元充值？`} onConfirm={() => review({ order: deposit.out_trade_no, approve: true })}>
                  <Button type="primary" size="small" disabled={running} loading={busy(deposit.out_trade_no, true)}>
                    通过
                  </Button>
                </Popconfirm>
                <Popconfirm title={`拒绝 ${deposit.username} 的 ${formatYuan(deposit.amount)} 元充值？`} onConfirm={() => review({ order: deposit.out_trade_no, approve: false })}>
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
