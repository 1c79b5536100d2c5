import { useMutation, useQuery } from '@tanstack/react-query';
import { App, Form, Select, Typography } from 'antd';
import { adminCall, errorText } from '../../api/call';
import { FormModal } from '../../shared/form-modal';
import { QueryState } from '../../shared/query-state';
import { gatewayConnectionsQuery } from '../../api/gateway-connections';

interface Fields {
  channel: string | undefined;
}

/**
 * 代付: approve a held withdrawal and pay it through a channel's gateway instead of by hand, choosing among the
 * connected channels that can pay out. The server's answer is shown as approval's is: a large withdrawal's first
 * approval only marks it (another operator's 代付 or 通过 pays it).
 */
export function PayoutForm({ id, summary, onClose, onDone }: { id: number; summary: string; onClose: () => void; onDone: () => void }) {
  const { message } = App.useApp();
  const connections = useQuery(gatewayConnectionsQuery);
  const channels = (connections.data ?? []).filter((one) => one.protocol !== 'manual' && one.payouts && one.keys_open);
  const payout = useMutation({
    mutationFn: (channel: string) => adminCall('adminPayoutWithdrawal', { id, channel }),
    onSuccess: (answer) => {
      void message.success(answer.message);
      onDone();
    },
    onError: (error) => void message.error(errorText(error)),
  });
  return (
    <FormModal<Fields>
      title={`代付：${summary}`}
      name="withdrawal-payout"
      okText="代付"
      initialValues={{}}
      onFinish={({ channel }) => {
        if (channel === undefined) void message.error('请选择代付通道');
        else payout.mutate(channel);
      }}
      saving={payout.isPending}
      onClose={onClose}
    >
      <Typography.Paragraph>通过支付网关向会员的收款账户出款：提现即审核通过，状态为出款中，网关确认后为已出款；失败时可退回会员或重新排队。大额提现与「通过」一样需两名管理员审批。</Typography.Paragraph>
      {/* Mounted once the channels are known, so a single one is chosen already. */}
      {connections.data ? (
        <Form.Item label="代付通道" name="channel" initialValue={channels.length === 1 ? channels[0]?.channel : undefined} extra={channels.length === 0 ? '没有可代付的通道：所有者连接网关时需填写代付私钥和网关公钥' : undefined}>
          <Select aria-label="代付通道" placeholder="选择通道" options={channels.map((one) => ({ value: one.channel, label: `${one.name}（${one.pid ?? one.channel}）` }))} />
        </Form.Item>
      ) : (
        <QueryState query={connections} />
      )}
    </FormModal>
  );
}
