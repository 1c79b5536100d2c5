import { useQuery } from '@tanstack/react-query';
import { Descriptions, Tag } from 'antd';
import { QueryState } from '../../shared/query-state';
import { countText, yuanText } from '../../shared/figures';
import { RecentReviewsTable } from '../../shared/recent-reviews-table';
import { depositActivityQuery } from './api';
import { MemberLink } from '../../shared/member-link';

/** Beside a deposit: the member's earlier deposits (approved count and sum, the latest five) and whether this would be their first. */
export function DepositActivity({ order }: { order: string }) {
  const activity = useQuery(depositActivityQuery(order));
  if (!activity.data) return <QueryState query={activity} />;
  const { username, first_deposit: firstDeposit, previous, recent } = activity.data;
  return (
    <section aria-label={`${username} 的充值记录`}>
      <Descriptions
        size="small"
        column={3}
        items={[
          { key: 'member', label: '会员', children: <MemberLink username={username}>{`${username}（会员详情）`}</MemberLink> },
          { key: 'first', label: '首次充值', children: firstDeposit ? <Tag color="gold">首充</Tag> : '否' },
          { key: 'previous', label: '此前通过', children: `${countText(previous.count)} 笔，共 ${yuanText(previous.sum)} 元` },
        ]}
      />
      <RecentReviewsTable rows={recent} empty="此前没有充值" />
    </section>
  );
}
