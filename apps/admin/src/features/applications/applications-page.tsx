import type { DataOf } from '@casino/contract/call';
import type { adminApplications } from '@casino/contract/calls/admin';
import { MSG } from '@casino/contract/messages';
import { formatYuan } from '@casino/contract/money';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Popconfirm, Space, Table, Typography } from 'antd';
import { adminCall, errorText } from '../../api/call';
import { useMayCall } from '../../api/me';
import { pendingApplicationsQuery } from './api';

type Application = DataOf<typeof adminApplications>[number];

/**
 * 优惠申请: the members' pending promotion applications. Approving marks the application approved and
 * credits nothing (a bonus is a separate adjustment); refusing closes it.
 */
export function ApplicationsPage() {
  const applications = useQuery(pendingApplicationsQuery);
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const review = useMutation({
    mutationFn: ({ id, approve }: { id: number; approve: boolean }) => adminCall(approve ? 'adminApproveApplication' : 'adminRejectApplication', { id }),
    onSuccess: () => void message.success(MSG.operationOk),
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
                <Popconfirm title={`通过 ${application.username} 的「${application.activity_name}」申请？`} onConfirm={() => review.mutate({ id: application.id, approve: true })}>
                  <Button type="primary" size="small" disabled={review.isPending} loading={busy(application.id, true)}>
                    通过
                  </Button>
                </Popconfirm>
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
    </>
  );
}
