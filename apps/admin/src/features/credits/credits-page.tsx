import type { DataOf } from '@casino/contract/call';
import type { adminCreditRequests } from '@casino/contract/calls/wallet';
import { LEDGER_KIND_LABELS } from '@casino/contract/labels';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../api/call';
import { ADJUSTMENT_KIND_LABELS } from '../../shared/adjustment-kinds';
import { MemberLink } from '../../shared/member-link';
import { yuanText } from '../../shared/figures';
import { ResourceTable } from '../../shared/resource-table';
import { ReviewButtons } from '../../shared/review-buttons';
import { RefreshButton, ScreenHeader } from '../../shared/screen-header';
import { useListParams } from '../../shared/use-list-params';
import { usePageWithinList } from '../../shared/use-page-within-list';
import { useReview } from '../../shared/use-review';
import { allCreditsQuery, pendingCreditsQuery } from './api';

type CreditRequest = DataOf<typeof adminCreditRequests>['data'][number];

/** An adjustment by its kind (奖金 or 纠错), or a promotion's bonus. */
const kindText = (credit: CreditRequest) => (credit.kind === 'bonus' ? LEDGER_KIND_LABELS.bonus : `${LEDGER_KIND_LABELS.adjustment} · ${ADJUSTMENT_KIND_LABELS[credit.adjustment_kind ?? 'bonus']}`);

/** The reason of an adjustment, or the promotion a bonus is for. */
const detailText = (credit: CreditRequest) => (credit.kind === 'bonus' ? `活动：${credit.detail}` : credit.detail);

const amountText = (credit: CreditRequest) => `${yuanText(credit.amount)} 元`;

/**
 * 加款复核: the credits above the site's two-operator amount (an adjustment or a promotion bonus) that wait for a
 * second operator, oldest first, paged on the server with the page in the URL. Approving credits the member
 * (with its turnover requirement), refusing credits nothing; the operator who asked cannot approve (the server
 * says so). Each answers once.
 */
export function CreditsPage() {
  const list = useListParams();
  const credits = useQuery(pendingCreditsQuery(list.params.page));
  usePageWithinList(credits.isPlaceholderData ? undefined : credits.data, list.setPage);
  const queryClient = useQueryClient();
  const { review, running, pending } = useReview(
    ({ id, approve, reason }: { id: number; approve: boolean; reason: string }) => (approve ? adminCall('adminApproveCredit', { id }) : adminCall('adminRejectCredit', { id, reason })),
    () => queryClient.invalidateQueries(allCreditsQuery),
  );
  const askedBy = (credit: CreditRequest) => `由 ${credit.requested_by} 于 ${credit.requested_at} 提交：${detailText(credit)}`;

  return (
    <>
      <ScreenHeader title="加款复核">
        <RefreshButton list={credits} />
      </ScreenHeader>
      <ResourceTable
        rowKey="id"
        query={credits}
        list={list}
        hideSinglePage
        countUnit="条"
        empty="暂无待复核的加款"
        columns={[
          { title: '会员', dataIndex: 'username', render: (username: string) => <MemberLink username={username} /> },
          { title: '类型', key: 'kind', render: (_, credit) => kindText(credit) },
          { title: '金额（元）', dataIndex: 'amount', align: 'right', render: (amount: CreditRequest['amount']) => yuanText(amount) },
          { title: '说明', key: 'detail', render: (_, credit) => detailText(credit) },
          { title: '申请人', dataIndex: 'requested_by' },
          { title: '申请时间', dataIndex: 'requested_at' },
          {
            title: '操作',
            key: 'review',
            render: (_, credit) => (
              <ReviewButtons
                approve={{ title: `通过 ${credit.username} 的 ${amountText(credit)}加款？`, description: askedBy(credit) }}
                refuse={{ title: `拒绝 ${credit.username} 的 ${amountText(credit)}加款？`, note: `拒绝后不入账。${askedBy(credit)}` }}
                running={running}
                pending={pending?.id === credit.id ? pending.approve : undefined}
                onReview={(approve, reason) => review({ id: credit.id, approve, reason })}
              />
            ),
          },
        ]}
      />
    </>
  );
}
