import { formatYuan } from '@casino/contract/money';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Table, Tag } from 'antd';
import { Link } from 'react-router';
import { QueryState } from '../../shared/query-state';
import { ReviewStateTag } from '../../shared/review-state';
import { depositActivityQuery } from './api';

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
          { key: 'member', label: '会员', children: <Link to={`/members/${encodeURIComponent(username)}`}>{username}（会员详情）</Link> },
          { key: 'first', label: '首次充值', children: firstDeposit ? <Tag color="gold">首充</Tag> : '否' },
          { key: 'previous', label: '此前通过', children: `${String(previous.count)} 笔，共 ${formatYuan(previous.sum)} 元` },
        ]}
      />
      <Table
        size="small"
        rowKey="order_no"
        pagination={false}
        dataSource={recent}
        locale={{ emptyText: '此前没有充值' }}
        columns={[
          { title: '此前订单', dataIndex: 'order_no' },
          { title: '金额（元）', dataIndex: 'amount', align: 'right', render: (amount: number) => formatYuan(amount) },
          { title: '状态', dataIndex: 'state', render: (state: 'pending' | 'approved' | 'refused') => <ReviewStateTag state={state} /> },
          { title: '提交时间', dataIndex: 'created_at' },
        ]}
      />
    </section>
  );
}
