import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { Descriptions, Form, Input, Radio, Typography } from 'antd';
import { adminCall } from '../../api/call';
import { yuanText } from '../../shared/figures';
import { FormModal } from '../../shared/form-modal';
import { useCheckedSave } from '../../shared/use-checked-save';

/** Which amount a 补入账 credits when the gateway's differs from the order's. */
export type CreditAmount = 'order' | 'paid';

interface Fields {
  note: string;
  amount?: CreditAmount;
}

export type Resolution = 'credit' | 'dismiss';

/** What each settlement does, as finance is asked to confirm it. */
export const RESOLUTION_TEXT: Record<Resolution, { button: string; effect: string }> = {
  credit: { button: '补入账', effect: '为该订单的会员入账（同一笔网关付款只入账一次）；订单仍待审核时一并通过，订单金额记为入账金额。' },
  dismiss: { button: '忽略', effect: '不入账，只记录处理结果（例如已在网关退款）。' },
};

const NOTE_MAX = 200;

/** The notification's two amounts: what the order was placed for and what the gateway says was paid (either may be unknown). */
export interface NotificationAmounts {
  order: number | null;
  paid: number | null;
}

const differ = ({ order, paid }: NotificationAmounts) => order !== null && paid !== null && order !== paid;

/**
 * 补入账 / 忽略 of one notification waiting for finance, with the note the audit log keeps; the server refuses one already
 * settled. A 补入账 shows the order's amount and the paid amount side by side; when they differ, finance chooses which
 * one is credited (the order then reads it everywhere).
 */
export function ResolveNotificationForm({
  id,
  summary,
  resolution,
  amounts,
  onClose,
  onSaved,
}: {
  id: number;
  summary: string;
  resolution: Resolution;
  amounts: NotificationAmounts;
  onClose: () => void;
  onSaved: () => void;
}) {
  const choose = resolution === 'credit' && differ(amounts);
  const check = ({ note, amount }: Fields) => {
    if (note.trim() === '' || note.trim().length > NOTE_MAX) return `请填写处理备注（不超过${String(NOTE_MAX)}字）`;
    return choose && amount === undefined ? ADMIN_MSG.adminGatewayCreditAmountUnchosen : undefined;
  };
  const { save, saving } = useCheckedSave({
    check,
    send: (fields: Fields) => adminCall('adminResolveGatewayNotification', { id, action: resolution, note: fields.note.trim(), ...(choose && fields.amount ? { amount: fields.amount } : {}) }),
    onSaved,
  });
  const text = RESOLUTION_TEXT[resolution];
  const shown = (yuan: number | null) => (yuan === null ? '—' : `${yuanText(yuan)} 元`);
  return (
    <FormModal<Fields> title={`${text.button}：${summary}`} name="resolve-notification" okText={text.button} initialValues={{ note: '' }} onFinish={save} saving={saving} onClose={onClose}>
      <Typography.Paragraph>{text.effect}请先在网关后台核实这笔付款。</Typography.Paragraph>
      {resolution === 'credit' && (
        <Descriptions size="small" column={2} bordered style={{ marginBottom: 16 }}>
          <Descriptions.Item label="订单金额">{shown(amounts.order)}</Descriptions.Item>
          <Descriptions.Item label="实付金额">
            {differ(amounts) ? <Typography.Text type="danger">{shown(amounts.paid)}</Typography.Text> : shown(amounts.paid)}
          </Descriptions.Item>
        </Descriptions>
      )}
      {choose && (
        <Form.Item label="入账金额" name="amount" extra="实付金额与订单金额不一致：按核实的结果选择一个入账">
          <Radio.Group
            options={[
              { value: 'order', label: `按订单金额 ${shown(amounts.order)}` },
              { value: 'paid', label: `按实付金额 ${shown(amounts.paid)}` },
            ]}
          />
        </Form.Item>
      )}
      <Form.Item label="处理备注" name="note" extra="必填，记入操作日志">
        <Input.TextArea rows={2} maxLength={NOTE_MAX} showCount />
      </Form.Item>
    </FormModal>
  );
}
