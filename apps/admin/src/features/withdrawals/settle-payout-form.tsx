import { Form, Input, Typography } from 'antd';
import { adminCall } from '../../api/call';
import { FormModal } from '../../shared/form-modal';
import { useCheckedSave } from '../../shared/use-checked-save';

interface Fields {
  reason: string;
}

export type Settlement = 'refund' | 'requeue';

/** What each choice does with a withdrawal whose payout failed, as the operator is asked to confirm it. */
export const SETTLEMENT_TEXT: Record<Settlement, { button: string; effect: string }> = {
  refund: { button: '退回会员', effect: '冻结的金额退回会员的主钱包，提现记为已拒绝，会员可看到原因。' },
  requeue: { button: '重新排队', effect: '提现回到待审核，金额仍冻结，可人工出款或再次代付。' },
};

const REASON_MAX = 200;

const checkReason = ({ reason }: Fields) => (reason.trim() === '' || reason.trim().length > REASON_MAX ? `请填写处理原因（不超过${String(REASON_MAX)}字）` : undefined);

/** 退回会员 / 重新排队 of a withdrawal whose payout failed (出款失败), with the reason the audit log keeps. */
export function SettlePayoutForm({ id, summary, settlement, onClose, onSaved }: { id: number; summary: string; settlement: Settlement; onClose: () => void; onSaved: () => void }) {
  const { save, saving } = useCheckedSave({
    check: checkReason,
    send: (fields: Fields) => adminCall('adminSettleFailedPayout', { id, action: settlement, reason: fields.reason.trim() }),
    onSaved,
  });
  const text = SETTLEMENT_TEXT[settlement];
  return (
    <FormModal<Fields> title={`${text.button}：${summary}`} name="settle-payout" okText={text.button} initialValues={{ reason: '' }} onFinish={save} saving={saving} onClose={onClose}>
      <Typography.Paragraph>{text.effect}</Typography.Paragraph>
      <Form.Item label="处理原因" name="reason" extra="必填，记入操作日志">
        <Input.TextArea rows={2} maxLength={REASON_MAX} showCount />
      </Form.Item>
    </FormModal>
  );
}
