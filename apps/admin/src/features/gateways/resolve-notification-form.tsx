import { Form, Input, Typography } from 'antd';
import { adminCall } from '../../api/call';
import { FormModal } from '../../shared/form-modal';
import { useCheckedSave } from '../../shared/use-checked-save';

interface Fields {
  note: string;
}

export type Resolution = 'credit' | 'dismiss';

/** What each settlement does, as finance is asked to confirm it. */
export const RESOLUTION_TEXT: Record<Resolution, { button: string; effect: string }> = {
  credit: { button: '补入账', effect: '按网关通知的金额为该订单的会员入账（同一笔网关付款只入账一次）；订单仍待审核时一并通过。' },
  dismiss: { button: '忽略', effect: '不入账，只记录处理结果（例如已在网关退款）。' },
};

const NOTE_MAX = 200;

const checkNote = ({ note }: Fields) => (note.trim() === '' || note.trim().length > NOTE_MAX ? `请填写处理备注（不超过${String(NOTE_MAX)}字）` : undefined);

/** 补入账 / 忽略 of one notification waiting for finance, with the note the audit log keeps; the server refuses one already settled. */
export function ResolveNotificationForm({ id, summary, resolution, onClose, onSaved }: { id: number; summary: string; resolution: Resolution; onClose: () => void; onSaved: () => void }) {
  const { save, saving } = useCheckedSave({
    check: checkNote,
    send: (fields: Fields) => adminCall('adminResolveGatewayNotification', { id, action: resolution, note: fields.note.trim() }),
    onSaved,
  });
  const text = RESOLUTION_TEXT[resolution];
  return (
    <FormModal<Fields> title={`${text.button}：${summary}`} name="resolve-notification" okText={text.button} initialValues={{ note: '' }} onFinish={save} saving={saving} onClose={onClose}>
      <Typography.Paragraph>{text.effect}请先在网关后台核实这笔付款。</Typography.Paragraph>
      <Form.Item label="处理备注" name="note" extra="必填，记入操作日志">
        <Input.TextArea rows={2} maxLength={NOTE_MAX} showCount />
      </Form.Item>
    </FormModal>
  );
}
