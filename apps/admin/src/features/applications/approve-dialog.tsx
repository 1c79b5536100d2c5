import type { DataOf } from '@casino/contract/call';
import type { adminApplications } from '@casino/contract/calls/admin';
import { Form, InputNumber, Modal, Typography } from 'antd';

export type Application = DataOf<typeof adminApplications>['data'][number];

/**
 * 通过 with a bonus: the yuan credited to the member's main wallet through the ledger with the approval
 * (empty or 0 approves without one). The amount the member applied with is shown for reference.
 */
export function ApproveDialog({ application, busy, onApprove, onClose }: { application: Application; busy: boolean; onApprove: (bonus: string) => void; onClose: () => void }) {
  const [form] = Form.useForm<{ bonus: number | null }>();
  return (
    <Modal
      open
      title={`通过 ${application.username} 的「${application.activity_name}」申请`}
      okText="通过"
      confirmLoading={busy}
      onOk={() => {
        const bonus = form.getFieldValue('bonus') as number | null | undefined;
        onApprove(bonus === null || bonus === undefined ? '' : bonus.toFixed(2));
      }}
      onCancel={onClose}
      destroyOnHidden
    >
      {application.amount !== null && <Typography.Paragraph>会员申请金额：{application.amount.toFixed(2)} 元</Typography.Paragraph>}
      <Form form={form} layout="vertical">
        <Form.Item label="彩金（元）" name="bonus" extra="通过时记入会员主钱包（优惠彩金）；不填则只通过申请">
          <InputNumber min={0} max={10_000_000} precision={2} style={{ width: 200 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
