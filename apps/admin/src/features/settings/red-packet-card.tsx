import { MSG } from '@casino/contract/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Card, Space, Switch, Typography } from 'antd';
import { adminCall, errorText } from '../../api/call';
import { siteSettingsQuery } from './api';

/** The red packet switch: saved as it is flipped. */
export function RedPacketCard({ on }: { on: boolean }) {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const flip = useMutation({
    mutationFn: (next: boolean) => adminCall('adminRedpacket', { redpacket_switch: next ? 1 : 0 }),
    onSuccess: () => void message.success(MSG.operationOk),
    onError: (error) => void message.error(errorText(error)),
    onSettled: () => queryClient.invalidateQueries(siteSettingsQuery),
  });
  return (
    <Card title="抢红包">
      <Space>
        <Switch aria-label="抢红包开关" checked={flip.isPending ? flip.variables : on} loading={flip.isPending} checkedChildren="开启" unCheckedChildren="关闭" onChange={(next) => flip.mutate(next)} />
        <Typography.Text type="secondary">关闭后会员无法参与抢红包活动</Typography.Text>
      </Space>
    </Card>
  );
}
