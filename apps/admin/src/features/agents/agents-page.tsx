import { AGENT_SORTING } from '@casino/contract/list-sorting';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../api/call';
import { useMayCall } from '../../api/me';
import { ResourceTable } from '../../shared/resource-table';
import { ReviewButtons } from '../../shared/review-buttons';
import { RefreshButton, ScreenHeader } from '../../shared/screen-header';
import { useListParams } from '../../shared/use-list-params';
import { usePageWithinList } from '../../shared/use-page-within-list';
import { useReview } from '../../shared/use-review';
import { allAgentsQuery, pendingAgentsQuery } from './api';

/**
 * 代理申请: the members asking to become agents. Approving makes the member an agent; refusing closes the application.
 * Oldest first or sorted by a column, paged on the server; page and sort are the URL's.
 */
export function AgentsPage() {
  const list = useListParams({ sorting: AGENT_SORTING });
  const agents = useQuery(pendingAgentsQuery(list.params));
  usePageWithinList(agents.isPlaceholderData ? undefined : agents.data, list.setPage);
  const queryClient = useQueryClient();
  const { review, running, pending } = useReview(
    ({ id, approve, reason }: { id: number; approve: boolean; reason: string }) => (approve ? adminCall('adminApproveAgent', { id }) : adminCall('adminRejectAgent', { id, reason })),
    () => queryClient.invalidateQueries(allAgentsQuery),
  );
  const mayReview = useMayCall('adminApproveAgent');

  return (
    <>
      <ScreenHeader title="代理申请">
        <RefreshButton list={agents} />
      </ScreenHeader>
      <ResourceTable
        rowKey="id"
        query={agents}
        list={list}
        hideSinglePage
        countUnit="条"
        empty="暂无待审核的代理申请"
        columns={[
          { title: '会员', dataIndex: 'username', sortBy: 'username' },
          { title: '真实姓名', dataIndex: 'realname' },
          { title: '手机号', dataIndex: 'mobile' },
          { title: '申请理由', dataIndex: 'apply_info' },
          { title: '申请时间', dataIndex: 'created_at', sortBy: 'time' },
          {
            title: '操作',
            key: 'review',
            hidden: !mayReview,
            render: (_, agent) => (
              <ReviewButtons
                approve={{ title: `通过 ${agent.username}（${agent.realname}）的代理申请？`, description: '该会员将成为代理' }}
                refuse={{ title: `拒绝 ${agent.username}（${agent.realname}）的代理申请？`, note: '会员将在站内信中收到拒绝通知（含原因）' }}
                running={running}
                pending={pending?.id === agent.id ? pending.approve : undefined}
                onReview={(approve, reason) => review({ id: agent.id, approve, reason })}
              />
            ),
          },
        ]}
      />
    </>
  );
}
