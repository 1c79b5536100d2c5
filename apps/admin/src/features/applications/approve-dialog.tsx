import type { DataOf } from '@casino/contract/call';
import type { adminApplications } from '@casino/contract/calls/promotions';
import { yuanText } from '../../shared/figures';
import { CREDIT_LIMIT_FEN } from '@casino/contract/credit-limits';
import { formatFen } from '@casino/contract/money';
import { useQuery } from '@tanstack/react-query';
import { Form, InputNumber, Modal, Typography } from 'antd';
import { meQuery } from '../../api/me';

export type Application = DataOf<typeof adminApplications>['data'][number];

/**
 * 通过, with a bonus for an operator whose role may credit one (CREDIT_LIMIT_FEN): the yuan credited to the
 * member's main wallet through the ledger with the approval (empty or 0 approves without one); above the site's
 * two-operator amount it waits in 加款复核. Support approves without one, and is told so rather than refused.
 * The amount the member applied with is shown for reference.
 */
export function ApproveDialog({ application, busy, onApprove, onClose }: { application: Application; busy: boolean; onApprove: (bonus: string) => void; onClose: () => void }) {
  const [form] = Form.useForm<{ bonus: number | null }>();
  const { data: me } = useQuery(meQuery);
  const bonusLimit = me === undefined ? 0 : CREDIT_LIMIT_FEN[me.role];
  return (
    <Modal
      open
      title={`通过 ${application.username} 的「${application.activity_name}」申请`}
      okText="通过"
      confirmLoading={busy}
      onOk={() => {
        const bonus = bonusLimit > 0 ? (form.getFieldValue('bonus') as number | null | undefined) : undefined;
        onApprove(bonus === null || bonus === undefined ? '' : bonus.toFixed(2));
      }}
      onCancel={onClose}
      destroyOnHidden
    >
      {application.amount !== null && <Typography.Paragraph>会员申请金额：{yuanText(application.amount)} 元</Typography.Paragraph>}
      {bonusLimit > 0 ? (
        <Form form={form} layout="vertical">
          <Form.Item
            label="彩金（元）"
            name="bonus"
            extra={`通过时记入会员主钱包（优惠彩金），需按活动的流水倍数完成投注后才能提现；单笔及24小时内累计最多 ${formatFen(bonusLimit)} 元，会员24小时内加款超过复核金额需另一名管理员在加款复核中通过；不填则只通过申请`}
          >
            <InputNumber min={0} max={10_000_000} precision={2} style={{ width: 200 }} />
          </Form.Item>
        </Form>
      ) : (
        <Typography.Paragraph type="secondary">发放奖金需财务或所有者；此处只通过申请，不发放彩金。</Typography.Paragraph>
      )}
    </Modal>
  );
}
