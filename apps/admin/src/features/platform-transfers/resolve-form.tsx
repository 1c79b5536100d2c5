import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { Form, Input, Typography } from 'antd';
import { adminCall } from '../../api/call';
import { FormModal } from '../../shared/form-modal';
import { useCheckedSave } from '../../shared/use-checked-save';

interface Fields {
  reason: string;
}

export type Outcome = 'posted' | 'voided';

/** What each answer does, as the operator is asked to confirm it. */
export const OUTCOME_TEXT: Record<Outcome, { button: string; effect: string }> = {
  posted: { button: '确认已入账', effect: '平台已处理此转账：冻结的金额正式转出（转入平台）或计入中心钱包（转出平台）。' },
  voided: { button: '确认未入账', effect: '平台没有处理此转账：冻结的金额退回原钱包。' },
};

const checkReason = ({ reason }: Fields) => (reason.trim() === '' || reason.trim().length > 200 ? ADMIN_MSG.adminPlatformTransferReason : undefined);

/** 确认已入账 / 确认未入账 of one unresolved transfer, with the reason the audit log keeps; the server refuses one already resolved. */
export function ResolveForm({ id, summary, outcome, onClose, onSaved }: { id: string; summary: string; outcome: Outcome; onClose: () => void; onSaved: () => void }) {
  const { save, saving } = useCheckedSave({
    check: checkReason,
    send: (fields: Fields) => adminCall('adminResolvePlatformTransfer', { id, outcome, reason: fields.reason.trim() }),
    onSaved,
  });
  return (
    <FormModal<Fields> title={`${OUTCOME_TEXT[outcome].button}：${summary}`} name="resolve-transfer" okText={OUTCOME_TEXT[outcome].button} initialValues={{ reason: '' }} onFinish={save} saving={saving} onClose={onClose}>
      <Typography.Paragraph>{OUTCOME_TEXT[outcome].effect}请先向平台核实此单号。</Typography.Paragraph>
      <Form.Item label="处理原因" name="reason" extra="必填，记入操作日志">
        <Input.TextArea rows={2} maxLength={200} showCount />
      </Form.Item>
    </FormModal>
  );
}
