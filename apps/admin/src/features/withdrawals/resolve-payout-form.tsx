import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { Form, Input, Typography } from 'antd';
import { adminCall } from '../../api/call';
import { FormModal } from '../../shared/form-modal';
import { useCheckedSave } from '../../shared/use-checked-save';

interface Fields {
  reference: string;
  reason: string;
}

export type PayoutOutcome = 'paid' | 'failed';

const REFERENCE_MAX = 64;
const REASON_MAX = 200;

/** What each answer does, as the operator is asked to confirm it. */
export const PAYOUT_OUTCOME_TEXT: Record<PayoutOutcome, { button: string; effect: string }> = {
  paid: { button: '确认已出款', effect: '网关已付款给会员：冻结的金额正式转出，提现记为已出款。' },
  failed: { button: '确认出款失败', effect: '网关没有付款：提现记为出款失败，金额仍冻结，之后在提现审核中退回会员或重新排队。' },
};

const checkFields =
  (outcome: PayoutOutcome) =>
  ({ reference, reason }: Fields) => {
    if (outcome === 'paid' && (reference.trim() === '' || reference.trim().length > REFERENCE_MAX)) return ADMIN_MSG.adminPayoutReferenceRequired;
    if (reason.trim() === '' || reason.trim().length > REASON_MAX) return ADMIN_MSG.adminPayoutReasonRequired;
    return undefined;
  };

/**
 * 确认已出款 / 确认出款失败 of a payout whose outcome the gateway has not given, after checking it with the gateway,
 * with the reason the audit log keeps; the server refuses one already settled or being asked about.
 */
export function ResolvePayoutForm({ id, summary, outcome, onClose, onSaved }: { id: string; summary: string; outcome: PayoutOutcome; onClose: () => void; onSaved: () => void }) {
  const { save, saving } = useCheckedSave({
    check: checkFields(outcome),
    send: (fields: Fields) => adminCall('adminResolvePayout', { id, outcome, reason: fields.reason.trim(), ...(outcome === 'paid' ? { reference: fields.reference.trim() } : {}) }),
    onSaved,
  });
  const text = PAYOUT_OUTCOME_TEXT[outcome];
  return (
    <FormModal<Fields> title={`${text.button}：${summary}`} name="resolve-payout" okText={text.button} initialValues={{ reference: '', reason: '' }} onFinish={save} saving={saving} onClose={onClose}>
      <Typography.Paragraph>{text.effect}请先在网关后台核实此代付单号。</Typography.Paragraph>
      {outcome === 'paid' && (
        <Form.Item label="网关单号" name="reference" extra="网关后台显示的代付单号">
          <Input maxLength={REFERENCE_MAX} />
        </Form.Item>
      )}
      <Form.Item label="处理原因" name="reason" extra="必填，记入操作日志">
        <Input.TextArea rows={2} maxLength={REASON_MAX} showCount />
      </Form.Item>
    </FormModal>
  );
}
