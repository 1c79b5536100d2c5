import type { DataOf } from '@casino/contract/call';
import type { adminDeposits } from '@casino/contract/calls/admin';
import { MSG } from '@casino/contract/messages';
import { formatYuan } from '@casino/contract/money';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Popconfirm, Space, Table, Typography } from 'antd';
import { adminCall, errorText } from '../../api/call';
import { useMayCall } from '../../api/me';
import { pendingDepositsQuery } from './api';

type Deposit = DataOf<typeof adminDeposits>[number];

/**
 * 充值审核: the pending deposits; approving credits the member's main wallet through the ledger, refusing
 * closes the order. Each answers once: a second click, or a second operator, gets the server's refusal.
 */
export function DepositsPage() {
  const deposits = useQuery(pendingDepositsQuery);
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const review = useMutation({
    mutationFn: ({ order, approve }: { order: string; approve: boolean }) => adminCall(approve ? 'adminApproveDeposit' : 'adminRejectDeposit', { out_trade_no: order }),
    onSuccess: () => void message.success(MSG.operationOk),
    onError: (error) => void message.error(errorText(error)),
    onSettled: () => queryClient.invalidateQueries(pendingDepositsQuery),
  });
  const busy = (order: string) => review.isPending && review.variables.order === order;
  const mayReview = useMayCall('adminApproveDeposit');

  return (
    <>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          充值审核
        </Typography.Title>
        <Button onClick={() => void deposits.refetch()} loading={deposits.isFetching}>
          刷新
        </Button>
      </Space>
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
                <Popconfirm title={`通过 ${deposit.username} 的 ${formatYuan(deposit.amount)} 元充值？`} onConfirm={() => review.mutate({ order: deposit.out_trade_no, approve: true })}>
                  <Button type="primary" size="small" disabled={review.isPending} loading={busy(deposit.out_trade_no) && review.variables?.approve}>
                    通过
                  </Button>
                </Popconfirm>
                <Popconfirm title="拒绝这笔充值？" onConfirm={() => review.mutate({ order: deposit.out_trade_no, approve: false })}>
                  <Button danger size="small" disabled={review.isPending}>
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
