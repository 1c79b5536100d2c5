import { APPLICATION_SORTING } from '@casino/contract/list-sorting';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { adminCall } from '../../api/call';
import { useMayCall } from '../../api/me';
import { RefusalReason } from '../../shared/refusal-reason';
import { yuanText } from '../../shared/figures';
import { ResourceTable } from '../../shared/resource-table';
import { RefreshButton, ScreenHeader } from '../../shared/screen-header';
import { useListParams } from '../../shared/use-list-params';
import { usePageWithinList } from '../../shared/use-page-within-list';
import { useReview } from '../../shared/use-review';
import { allApplicationsQuery, pendingApplicationsQuery } from './api';
import { ApproveDialog, type Application } from './approve-dialog';

/**
 * 优惠申请: the members' pending promotion applications. Approving marks the application approved and
 * credits the bonus the operator enters, if any, through the ledger (finance and the owner; above the site's
 * two-operator amount it waits in 加款复核); refusing closes it, with an optional reason the member reads. Each answers once.
 * Oldest first or sorted by a column, paged on the server; page and sort are the URL's.
 */
export function ApplicationsPage() {
  const list = useListParams({ sorting: APPLICATION_SORTING });
  const applications = useQuery(pendingApplicationsQuery(list.params));
  usePageWithinList(applications.isPlaceholderData ? undefined : applications.data, list.setPage);
  const queryClient = useQueryClient();
  const [approving, setApproving] = useState<Application | null>(null);
  const [reason, setReason] = useState('');
  const { review, running, pending } = useReview(
    ({ id, approve, bonus, reason }: { id: number; approve: boolean; bonus?: string; reason?: string }) =>
      approve ? adminCall('adminApproveApplication', { id, bonus }) : adminCall('adminRejectApplication', { id, reason }),
    () => queryClient.invalidateQueries(allApplicationsQuery),
    () => setApproving(null),
  );
  const busy = (id: number, approve: boolean) => pending?.id === id && pending.approve === approve;
  const mayReview = useMayCall('adminApproveApplication');
  // Finance approves (with a bonus) but refusing stays with support and the owner.
  const mayRefuse = useMayCall('adminRejectApplication');

  return (
    <>
      <ScreenHeader title="优惠申请">
        <RefreshButton list={applications} />
      </ScreenHeader>
      <ResourceTable
        rowKey="id"
        query={applications}
        list={list}
        hideSinglePage
        countUnit="条"
        empty="暂无待审核的优惠申请"
        columns={[
          { title: '会员', dataIndex: 'username', sortBy: 'username' },
          { title: '活动', dataIndex: 'activity_name' },
          { title: '金额（元）', dataIndex: 'amount', align: 'right', render: (amount: Application['amount']) => (amount === null ? '—' : yuanText(amount)) },
          { title: '申请时间', dataIndex: 'created_at', sortBy: 'time' },
          {
            title: '操作',
            key: 'review',
            hidden: !mayReview,
            render: (_, application) => (
              <Space>
                <Button type="primary" size="small" disabled={running} onClick={() => setApproving(application)}>
                  通过
                </Button>
                {mayRefuse && (
                  <Popconfirm
                    title={`拒绝 ${application.username} 的「${application.activity_name}」申请？`}
                    description={<RefusalReason note="会员在申请记录里看到原因" value={reason} onChange={setReason} />}
                    onOpenChange={(open) => open && setReason('')}
                    onConfirm={() => review({ id: application.id, approve: false, reason })}
                  >
                    <Button danger size="small" disabled={running} loading={busy(application.id, false)}>
                      拒绝
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
      {approving !== null && (
        <ApproveDialog
          application={approving}
          busy={busy(approving.id, true)}
          onApprove={(bonus) => review({ id: approving.id, approve: true, bonus })}
          onClose={() => setApproving(null)}
        />
      )}
    </>
  );
}
