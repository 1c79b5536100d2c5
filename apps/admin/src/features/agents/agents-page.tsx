import type { DataOf } from '@casino/contract/call';
import type { adminAgents } from '@casino/contract/calls/admin';
import { AGENT_SORTING } from '@casino/contract/list-sorting';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm, Space, Table } from 'antd';
import { adminCall, errorText } from '../../api/call';
import { useMayCall } from '../../api/me';
import { RefreshButton, ScreenHeader } from '../../shared/screen-header';
import { useReview } from '../../shared/use-review';
import { usePageWithinList } from '../../shared/use-page-within-list';
import { useSortedList } from '../../shared/use-sorted-list';
import { AGENTS_PAGE_SIZE, allAgentsQuery, pendingAgentsQuery } from './api';

type AgentApplication = DataOf<typeof adminAgents>['data'][number];

/**
 * 代理申请: the members asking to become agents. Approving makes the member an agent; refusing closes the application.
 * Oldest first or sorted by a column, paged on the server; page and sort are the URL's.
 */
export function AgentsPage() {
  const list = useSortedList(AGENT_SORTING);
  const agents = useQuery(pendingAgentsQuery(list));
  usePageWithinList(agents.isPlaceholderData ? undefined : agents.data, list.setPage);
  const queryClient = useQueryClient();
  const { review, running, pending } = useReview(
    ({ id, approve }: { id: number; approve: boolean }) => adminCall(approve ? 'adminApproveAgent' : 'adminRejectAgent', { id }),
    () => queryClient.invalidateQueries(allAgentsQuery),
  );
  const busy = (id: number, approve: boolean) => pending?.id === id && pending.approve === approve;
  const mayReview = useMayCall('adminApproveAgent');

  return (
    <>
      <ScreenHeader title="代理申请">
        <RefreshButton list={agents} />
      </ScreenHeader>
      <Table<AgentApplication>
        rowKey="id"
        loading={agents.isPending || agents.isPlaceholderData}
        dataSource={agents.data?.data}
        pagination={{ current: list.page, pageSize: AGENTS_PAGE_SIZE, total: agents.data?.total ?? 0, showSizeChanger: false, hideOnSinglePage: true, showTotal: (total) => `共 ${String(total)} 条` }}
        onChange={list.onTableChange}
        locale={{ emptyText: agents.isError ? errorText(agents.error) : '暂无待审核的代理申请' }}
        columns={[
          { title: '会员', dataIndex: 'username', ...list.column('username') },
          { title: '真实姓名', dataIndex: 'realname' },
          { title: '手机号', dataIndex: 'mobile' },
          { title: '申请理由', dataIndex: 'apply_info' },
          { title: '申请时间', dataIndex: 'created_at', ...list.column('time') },
          {
            title: '操作',
            key: 'review',
            hidden: !mayReview,
            render: (_, agent) => (
              <Space>
                <Popconfirm title={`通过 ${agent.username}（${agent.realname}）的代理申请？`} description="该会员将成为代理" onConfirm={() => review({ id: agent.id, approve: true })}>
                  <Button type="primary" size="small" disabled={running} loading={busy(agent.id, true)}>
                    通过
                  </Button>
                </Popconfirm>
                <Popconfirm title={`拒绝 ${agent.username}（${agent.realname}）的代理申请？`} onConfirm={() => review({ id: agent.id, approve: false })}>
                  <Button danger size="small" disabled={running} loading={busy(agent.id, false)}>
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
