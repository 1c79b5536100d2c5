import { Card, Space, Switch, Typography } from 'antd';
import { adminCall } from '../../api/call';
import { siteSettingsQuery } from './api';
import { useQuickChange } from '../../shared/use-quick-change';

/** The red packet switch: saved as it is flipped. */
export function RedPacketCard({ on }: { on: boolean }) {
  const flip = useQuickChange((next: boolean) => adminCall('adminRedpacket', { redpacket_switch: next ? 1 : 0 }), (client) => client.invalidateQueries(siteSettingsQuery));
  return (
    <Card title="抢红包">
      <Space>
        <Switch aria-label="抢红包开关" checked={flip.isPending ? flip.variables : on} loading={flip.isPending} checkedChildren="开启" unCheckedChildren="关闭" onChange={(next) => flip.mutate(next)} />
        <Typography.Text type="secondary">关闭后会员无法参与抢红包活动</Typography.Text>
      </Space>
    </Card>
  );
}
