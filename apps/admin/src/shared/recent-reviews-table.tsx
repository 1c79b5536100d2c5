import { Table } from 'antd';
import { yuanText } from './figures';
import { ReviewStateTag } from './review-state';

/** One of a member's earlier deposits or withdrawals, as a queue row's activity lists them. */
export interface RecentReview {
  order_no: string;
  amount: number;
  state: 'pending' | 'approved' | 'refused';
  created_at: string;
}

/** A member's latest deposits or withdrawals beside a queue row; `empty` says there were none. */
export function RecentReviewsTable({ rows, empty }: { rows: RecentReview[]; empty: string }) {
  return (
    <Table
      size="small"
      scroll={{ x: true }}
      rowKey="order_no"
      pagination={false}
      dataSource={rows}
      locale={{ emptyText: empty }}
      columns={[
        { title: '此前订单', dataIndex: 'order_no' },
        { title: '金额（元）', dataIndex: 'amount', align: 'right', render: (amount: number) => yuanText(amount) },
        { title: '状态', dataIndex: 'state', render: (state: RecentReview['state']) => <ReviewStateTag state={state} /> },
        { title: '提交时间', dataIndex: 'created_at' },
      ]}
    />
  );
}
