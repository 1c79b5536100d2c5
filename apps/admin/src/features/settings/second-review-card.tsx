import { MSG } from '@casino/contract/messages';
import { checkSecondReview } from '@casino/contract/rules/admin-second-review';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, Result, Spin } from 'antd';
import { adminCall, errorText } from '../../api/call';
import { secondReviewQuery } from './api';

interface Fields {
  amount: string;
}

/** The form, filled with the amount as read: the contract's checkSecondReview (the server's too) before the call. */
function SecondReviewForm({ amount }: { amount: number }) {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const save = useMutation({
    mutationFn: (fields: Fields) => adminCall('adminSaveSecondReview', { amount: fields.amount.trim() }),
    onSuccess: () => void message.success(MSG.operationOk),
    onError: (error) => void message.error(errorText(error)),
    onSettled: () => queryClient.invalidateQueries(secondReviewQuery),
  });
  const submit = (fields: Fields) => {
    const broken = checkSecondReview(fields);
    if (broken !== undefined) {
      void message.error(broken);
      return;
    }
    save.mutate(fields);
  };
  return (
    <Form<Fields> name="second_review" aria-label="提现复审" layout="vertical" style={{ maxWidth: 560 }} initialValues={{ amount: String(amount) }} onFinish={submit} requiredMark={false}>
      <Form.Item label="复审金额（元）" name="amount" extra="超过此金额的提现需第二位管理员审核通过后才会出款；0 表示每笔都需复审">
        <Input inputMode="decimal" maxLength={11} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
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
      {review.isPending && <Spin />}
      {review.isError && <Result status="error" title={errorText(review.error)} extra={<Button onClick={() => void review.refetch()}>重试</Button>} />}
      {/* Keyed by the amount read, so the form shows it again after each save or refetch. */}
      {review.data && <SecondReviewForm key={review.data.amount} amount={review.data.amount} />}
    </Card>
  );
}
