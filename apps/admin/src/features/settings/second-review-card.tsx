import { checkSecondReview } from '@casino/contract/rules/admin-second-review';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input } from 'antd';
import { adminCall } from '../../api/call';
import { QueryState } from '../../shared/query-state';
import { useCheckedSave } from '../../shared/use-checked-save';
import { secondReviewQuery } from './api';

interface Fields {
  amount: string;
}

/** The form, filled with the amount as read: the contract's checkSecondReview (the server's too) before the call. */
function SecondReviewForm({ amount }: { amount: number }) {
  const queryClient = useQueryClient();
  const { save, saving } = useCheckedSave({
    check: checkSecondReview,
    send: (fields: Fields) => adminCall('adminSaveSecondReview', { amount: fields.amount.trim() }),
    refresh: () => queryClient.invalidateQueries(secondReviewQuery),
  });
  return (
    <Form<Fields> name="second_review" aria-label="提现复审" layout="vertical" style={{ maxWidth: 560 }} initialValues={{ amount: String(amount) }} onFinish={save} requiredMark={false}>
      <Form.Item label="复审金额（元）" name="amount" extra="超过此金额的提现需第二位管理员审核通过后才会出款；0 表示每笔都需复审">
        <Input inputMode="decimal" maxLength={11} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        保存
      </Button>
    </Form>
  );
}

/** 提现复审: the four-eyes amount for withdrawals. */
export function SecondReviewCard() {
  const review = useQuery(secondReviewQuery);
  return (
    <Card title="提现复审">
      <QueryState query={review} />
      {/* Keyed by the amount read, so the form shows it again after each save or refetch. */}
      {review.data && <SecondReviewForm key={review.data.amount} amount={review.data.amount} />}
    </Card>
  );
}
