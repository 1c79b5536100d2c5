import { CARD_KIND_LABELS } from '@casino/contract/labels';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Tag } from 'antd';
import { QueryState } from '../../shared/query-state';
import { countText, yuanText } from '../../shared/figures';
import { RecentReviewsTable } from '../../shared/recent-reviews-table';
import { withdrawalActivityQuery } from './api';
import { MemberLink } from '../../shared/member-link';

/**
 * Beside a withdrawal: the turnover the withdrawal rule reads (required, reached, still to bet), the
 * member's earlier withdrawals (paid count and sum, the latest five) and the account it pays to.
 */
export function WithdrawalActivity({ id }: { id: number }) {
  const activity = useQuery(withdrawalActivityQuery(id));
  if (!activity.data) return <QueryState query={activity} />;
  const { username, turnover, previous, recent, account } = activity.data;
  return (
    <section aria-label={`${username} 的提现记录`}>
      <Descriptions
        size="small"
        column={3}
        items={[
          { key: 'member', label: '会员', children: <MemberLink username={username}>{`${username}（会员详情）`}</MemberLink> },
          {
            key: 'turnover',
            label: '流水',
            children: (
              <>
                要求 {yuanText(turnover.required)} 元，已完成 {yuanText(turnover.reached)} 元{' '}
                {turnover.missing > 0 ? <Tag color="red">还差 {yuanText(turnover.missing)} 元</Tag> : <Tag color="green">已达标</Tag>}
              </>
            ),
          },
          { key: 'previous', label: '此前出款', children: `${countText(previous.count)} 笔，共 ${yuanText(previous.sum)} 元` },
          {
            key: 'account',
            label: '收款账户',
            span: 3,
            children: (
              <>
                {CARD_KIND_LABELS[account.kind]} {account.bank} {account.number} {account.owner}{' '}
                {account.bound_at === null ? <Tag color="orange">已解绑</Tag> : <Tag>绑定于 {account.bound_at}</Tag>}
              </>
            ),
          },
        ]}
      />
      <RecentReviewsTable rows={recent} empty="此前没有提现" />
    </section>
  );
}
