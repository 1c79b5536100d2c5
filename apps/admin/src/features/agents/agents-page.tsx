import type { DataOf } from '@casino/contract/call';
import type { adminAgents } from '@casino/contract/calls/admin';
import { MSG } from '@casino/contract/messages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Popconfirm, Space, Table, Typography } from 'antd';
import { adminCall, errorText } from '../../api/call';
import { useMayCall } from '../../api/me';
import { pendingAgentsQuery } from './api';

type AgentApplication = DataOf<typeof adminAgents>[number];

/** 代理申请: the members asking to become agents. Approving makes the member an agent; refusing closes the application. */
export function AgentsPage() {
  const agents = useQuery(pendingAgentsQuery);
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const review = useMutation({
    mutationFn: ({ id, approve }: { id: number; approve: boolean }) => adminCall(approve ? 'adminApproveAgent' : 'adminRejectAgent', { id }),
    onSuccess: () => void message.success(MSG.operationOk),
    onError: (error) => void message.error(errorText(error)),
    onSettled: () => queryClient.invalidateQueries(pendingAgentsQuery),
  });
  const busy = (id: number, approve: boolean) => review.isPending && review.variables.id === id && review.variables.approve === approve;
  const mayReview = useMayCall('adminApproveAgent');

  return (
    <>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          代理申请
        </Typography.Title>
        <Button onClick={() => void agents.refetch()} loading={agents.isFetching}>
          刷新
        </Button>
      </Space>
      <Table<AgentApplication>
        rowKey="id"
        loading={agents.isPending}
        dataSource={agents.data}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={{ emptyText: agents.isError ? errorText(agents.error) : '暂无待审核的代理申请' }}
        columns={[
          { title: '会员', dataIndex: 'username' },
          { title: '真实姓名', dataIndex: 'realname' },
          { title: '手机号', dataIndex: 'mobile' },
          { title: '申请理由', dataIndex: 'apply_info' },
          { title: '申请时间', dataIndex: 'created_at' },
          {
            title: '操作',
            key: 'review',
            hidden: !mayReview,
            render: (_, agent) => (
              <Space>
                <Popconfirm title={`通过 ${agent.username}（${agent.realname}）的代理申请？`} description="该会员将成为代理" onConfirm={() => review.mutate({ id: agent.id, approve: true })}>
                  <Button type="primary" size="small" disabled={review.isPending} loading={busy(agent.id, true)}>
                    通过
                  </Button>
                </Popconfirm>
                <Popconfirm title={`拒绝 ${agent.username}（${agent.realname}）的代理申请？`} onConfirm={() => review.mutate({ id: agent.id, approve: false })}>
                  <Button danger size="small" disabled={review.isPending} loading={busy(agent.id, false)}>
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
