import { checkMemberVip, MEMBER_VIP_REASON_MAX } from '@casino/contract/rules/admin-member-vip';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, Select, Typography } from 'antd';
import { adminCall } from '../../api/call';
import { QueryState } from '../../shared/query-state';
import { useCheckedSave } from '../../shared/use-checked-save';
import { enabledTiersQuery, refreshMember } from './api';

interface VipFields {
  vip?: number;
  reason?: string;
}

/** What the tier set does to the thresholds, said before the operator confirms (and in the README). */
export const MEMBER_VIP_RULE = '晋级条件仍然有效，且只升不降：设为较高等级后不会被自动降回；设为较低等级时，若会员累计存款和投注已达到更高等级，其下一笔充值通过或注单结算后会被自动升回。';

/** VIP等级: set the member's tier (their rebate rates follow it), with a reason for the audit log, confirmed first. */
export function MemberVipCard({ username, vip }: { username: string; vip: number }) {
  const { modal } = App.useApp();
  const [form] = Form.useForm<VipFields>();
  const client = useQueryClient();
  const tiers = useQuery(enabledTiersQuery);
  const { save, saving } = useCheckedSave({
    check: checkMemberVip,
    send: (fields: VipFields) => adminCall('adminSetMemberVip', { username, vip: fields.vip, reason: fields.reason }),
    onSaved: () => {
      form.resetFields(['reason']);
      refreshMember(client, username);
    },
  });
  const confirm = (fields: VipFields) => {
    const name = tiers.data?.find((tier) => tier.id === fields.vip)?.vipname ?? '';
    modal.confirm({
      title: `将会员 ${username} 设为 ${name}？`,
      content: MEMBER_VIP_RULE,
      onOk: () => save(fields),
    });
  };
  return (
    <Card title="VIP等级">
      <QueryState query={tiers} />
      {tiers.data && (
          <Form<VipFields> form={form} name="member_vip" aria-label="VIP等级" layout="inline" initialValues={{ vip }} onFinish={confirm} requiredMark={false}>
            <Form.Item label="等级" name="vip">
              <Select style={{ width: 180 }} options={tiers.data.map((tier) => ({ value: tier.id, label: tier.vipname }))} />
            </Form.Item>
            <Form.Item label="原因" name="reason">
              <Input style={{ width: 320 }} maxLength={MEMBER_VIP_REASON_MAX} placeholder="必填，记入操作日志" />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={saving}>
              设置等级
            </Button>
          </Form>
      )}
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        {MEMBER_VIP_RULE}
      </Typography.Paragraph>
    </Card>
  );
}
