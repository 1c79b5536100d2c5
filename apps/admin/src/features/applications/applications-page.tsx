import { MSG } from '@casino/contract/messages';
import { formatYuan } from '@casino/contract/money';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Popconfirm, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { adminCall, errorText } from '../../api/call';
import { useMayCall } from '../../api/me';
import { pendingApplicationsQuery } from './api';
import { ApproveDialog, type Application } from './approve-dialog';

/**
 * 优惠申请: the members' pending promotion applications. Approving marks the application approved and
 * credits the bonus the operator enters, if any, through the ledger; refusing closes it. Each answers once.
 */
export function ApplicationsPage() {
  const applications = useQuery(pendingApplicationsQuery);
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [approving, setApproving] = useState<Application | null>(null);
  const review = useMutation({
    mutationFn: ({ id, approve, bonus }: { id: number; approve: boolean; bonus?: string }) =>
      approve ? adminCall('adminApproveApplication', { id, bonus }) : adminCall('adminRejectApplication', { id }),
    onSuccess: () => {
      setApproving(null);
      void message.success(MSG.operationOk);
    },
    onError: (error) => void message.error(errorText(error)),
    onSettled: () => queryClient.invalidateQueries(pendingApplicationsQuery),
  });
  const busy = (id: number, approve: boolean) => review.isPending && review.variables.id === id && review.variables.approve === approve;
  const mayReview = useMayCall('adminApproveApplication');

  return (
    <>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          优惠申请
        </Typography.Title>
        <Button onClick={() => void applications.refetch()} loading={applications.isFetching}>
          刷新
        </Button>
      </Space>
      <Table<Application>
        rowKey="id"
        loading={applications.isPending}
        dataSource={applications.data}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={{ emptyText: applications.isError ? errorText(applications.error) : '暂无待审核的优惠申请' }}
        columns={[
          { title: '会员', dataIndex: 'username' },
          { title: '活动', dataIndex: 'activity_name' },
          { title: '金额（元）', dataIndex: 'amount', align: 'right', render: (amount: Application['amount']) => (amount === null ? '—' : formatYuan(amount)) },
          { title: '申请时间', dataIndex: 'created_at' },
          {
            title: '操作',
            key: 'review',
            hidden: !mayReview,
            render: (_, application) => (
              <Space>
                <Button type="primary" size="small" disabled={review.isPending} onClick={() => setApproving(application)}>
                  通过
                </Button>
                <Popconfirm title={`拒绝 ${application.username} 的「${application.activity_name}」申请？`} onConfirm={() => review.mutate({ id: application.id, approve: false })}>
                  <Button danger size="small" disabled={review.isPending} loading={busy(application.id, false)}>
                    拒绝
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      {approving !== null && (
        <ApproveDialog
          application={approving}
          busy={busy(approving.id, true)}
          onApprove={(bonus) => review.mutate({ id: approving.id, approve: true, bonus })}
          onClose={() => setApproving(null)}
        />
      )}
    </>
  );
}
