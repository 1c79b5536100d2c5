import type { AdjustmentKind } from '@casino/contract/calls/wallet';
import { MSG } from '@casino/contract/messages';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { formatFen } from '@casino/contract/money';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, Radio } from 'antd';
import { adminCall, errorText } from '../../api/call';
import { ADJUSTMENT_KIND_LABELS, ADJUSTMENT_KIND_NOTE } from '../../shared/adjustment-kinds';
import { adjustmentFen } from './adjustment-amount';
import { refreshMember } from './api';

interface Fields {
  amount: string;
  memo: string;
  kind: AdjustmentKind;
}

const KIND_OPTIONS = (Object.keys(ADJUSTMENT_KIND_LABELS) as AdjustmentKind[]).map((kind) => ({ value: kind, label: ADJUSTMENT_KIND_LABELS[kind] }));

/**
 * 余额调整: credits (or, negative, debits) the member's main wallet through the ledger, with the reason, once
 * confirmed. A credit is a bonus (bet the site's multiple of it before withdrawing) or a correction; above the
 * site's two-operator amount it waits in 加款复核, which the server's answer says.
 */
export function BalanceAdjustCard({ username }: { username: string }) {
  const [form] = Form.useForm<Fields>();
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const adjust = useMutation({
    mutationFn: (fields: Fields) => adminCall('adminAdjust', { username, ...fields }),
    onSuccess: (answer) => {
      void message.success(answer.message);
      form.resetFields();
      refreshMember(client, username);
    },
    onError: (error) => void message.error(errorText(error)),
  });

  const confirm = (fields: Fields) => {
    const input = { amount: fields.amount.trim(), memo: fields.memo.trim(), kind: fields.kind };
    const fen = adjustmentFen(input.amount) ?? 0;
    modal.confirm({
      title: `${fen > 0 ? '增加' : '扣减'}会员 ${username} 的余额 ${formatFen(Math.abs(fen))} 元？`,
      content: fen > 0 ? `类型：${ADJUSTMENT_KIND_LABELS[input.kind]}；原因：${input.memo}` : `原因：${input.memo}`,
      okButtonProps: { danger: fen < 0 },
      onOk: () => adjust.mutateAsync(input).catch(() => undefined),
    });
  };

  return (
    <Card title="余额调整">
      <Form<Fields> form={form} name="adjust" layout="vertical" style={{ maxWidth: 420 }} requiredMark={false} initialValues={{ amount: '', memo: '', kind: 'bonus' }} onFinish={confirm}>
        <Form.Item
          label="金额（元）"
          name="amount"
          extra="正数为增加，负数为扣减，最多两位小数"
          rules={[{ validator: async (_, value: string) => (adjustmentFen(value) === undefined ? Promise.reject(new Error(MSG.invalidAmount)) : Promise.resolve()) }]}
        >
          <Input inputMode="decimal" autoComplete="off" />
        </Form.Item>
        <Form.Item label="加款类型" name="kind" extra={ADJUSTMENT_KIND_NOTE}>
          <Radio.Group options={KIND_OPTIONS} />
        </Form.Item>
        <Form.Item label="调整原因" name="memo" rules={[{ required: true, whitespace: true, message: ADMIN_MSG.adminAdjustMemoRequired }]}>
          <Input.TextArea maxLength={200} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={adjust.isPending}>
          调整余额
        </Button>
      </Form>
    </Card>
  );
}
