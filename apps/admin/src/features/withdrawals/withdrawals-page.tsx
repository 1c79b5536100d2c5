import type { DataOf } from '@casino/contract/call';
import type { adminWithdrawals } from '@casino/contract/calls/admin';
import { formatYuan } from '@casino/contract/money';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm, Space, Table, Tag } from 'antd';
import { adminCall, errorText } from '../../api/call';
import { useMayCall } from '../../api/me';
import { RefreshButton, ScreenHeader } from '../../shared/screen-header';
import { useReview } from '../../shared/use-review';
import { pendingWithdrawalsQuery } from './api';

type Withdrawal = DataOf<typeof adminWithdrawals>[number];

/** Amounts and times stay on one line; the account takes what width is left. */
const oneLine = () => ({ style: { whiteSpace: 'nowrap' as const } });

/** What the member is paid: yuan to a bank card, or USDT to an address at the rate of the request. */
const payoutText = (withdrawal: Withdrawal) => `${formatYuan(withdrawal.payout)} ${withdrawal.payout_unit === 'USDT' ? 'USDT' : '元'}`;

/**
 * 提现审核: the pending withdrawals, their amount held from the member's main wallet since the request;
 * approving pays it out, refusing returns it to the wallet. Each answers once: a second click, or a
 * second operator, gets the server's refusal.
 */
export function WithdrawalsPage() {
  const withdrawals = useQuery(pendingWithdrawalsQuery);
  const queryClient = useQueryClient();
  const { review, running, pending } = useReview(
    ({ id, approve }: { id: number; approve: boolean }) => adminCall(approve ? 'adminApproveWithdrawal' : 'adminRejectWithdrawal', { id }),
    () => queryClient.invalidateQueries(pendingWithdrawalsQuery),
  );
  const busy = (id: number, approve: boolean) => pending?.id === id && pending.approve === approve;
  const mayReview = useMayCall('adminApproveWithdrawal');

  return (
    <>
      <ScreenHeader title="提现审核">
        <RefreshButton list={withdrawals} />
      </ScreenHeader>
      <Table<Withdrawal>
        rowKey="id"
        loading={withdrawals.isPending}
        dataSource={withdrawals.data}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={{ emptyText: withdrawals.isError ? errorText(withdrawals.error) : '暂无待审核的提现' }}
        columns={[
          { title: '订单号', dataIndex: 'order_no' },
          { title: '会员', dataIndex: 'username' },
          { title: '金额（元）', dataIndex: 'amount', align: 'right', render: (amount: Withdrawal['amount']) => formatYuan(amount) },
          { title: '到账', key: 'payout', align: 'right', onCell: oneLine, render: (_, withdrawal) => payoutText(withdrawal) },
          { title: '收款账户', dataIndex: 'account' },
          { title: '提交时间', dataIndex: 'created_at', onCell: oneLine },
          {
            title: '审批',
            key: 'second-review',
            onCell: oneLine,
            render: (_, withdrawal) =>
              withdrawal.second_review ? <Tag color="orange">{withdrawal.first_approved_by === null ? '大额：需两人审批' : `已由 ${withdrawal.first_approved_by} 初审，待复核`}</Tag> : '—',
          },
          {
            title: '操作',
            key: 'review',
            hidden: !mayReview,
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
                  description="冻结的金额退回会员的主钱包"
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
