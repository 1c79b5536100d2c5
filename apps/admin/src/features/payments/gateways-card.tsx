import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Card, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { adminCall, errorText } from '../../api/call';
import { useMayCall } from '../../api/me';
import { connectedByColumn, connectionActionsColumn } from '../../shared/connection-columns';
import { useQuickChange } from '../../shared/use-quick-change';
import { gatewayConnectionsQuery, invalidateGatewayConnections } from '../../api/gateway-connections';
import { GatewayConnectForm, type GatewayConnection } from './gateway-connect-form';

const PROTOCOL_LABELS: Record<GatewayConnection['protocol'], string> = { manual: '手动审核', epay: '易支付网关' };

/** A connected channel's settings in the clear (its keys never): API URL, merchant id, pay type, browsers' URL, allowed addresses, payouts. */
function Settings({ connection }: { connection: GatewayConnection }) {
  if (connection.protocol === 'manual') return <Typography.Text type="secondary">收款账户，人工审核</Typography.Text>;
  return (
    <Space orientation="vertical" size={0}>
      <Typography.Text copyable>{connection.api_url ?? '—'}</Typography.Text>
      <Typography.Text type="secondary">{`商户号：${connection.pid ?? '—'}`}</Typography.Text>
      <Typography.Text type="secondary">{`签名方式：${connection.sign_type ?? 'MD5'}`}</Typography.Text>
      {connection.pay_type !== null && <Typography.Text type="secondary">{`支付方式：${connection.pay_type}`}</Typography.Text>}
      {connection.pay_url !== null && <Typography.Text type="secondary">{`跳转地址：${connection.pay_url}`}</Typography.Text>}
      <Typography.Text type="secondary">{`回调白名单：${connection.allowed_ips.length === 0 ? '不限' : connection.allowed_ips.join(', ')}`}</Typography.Text>
      <Space size={4}>
        {connection.payouts ? <Tag color="blue">可代付</Tag> : <Tag>不代付</Tag>}
        {!connection.keys_open && <Tag color="red">密钥无法用本服务器的密钥解开，请重新连接</Tag>}
      </Space>
    </Space>
  );
}

/**
 * 支付通道: how each deposit channel is paid — 手动审核 (receiving accounts, an operator reviews each order) or through
 * an 易支付 gateway, with the connection's settings, who connected it and when. The owner connects (连接网关) and
 * disconnects (断开) a channel; both are audited, as the CLI's gateway:connect and gateway:disconnect.
 */
export function GatewaysCard() {
  const mayRead = useMayCall('adminGatewayConnections');
  const mayConnect = useMayCall('adminConnectGateway');
  const connections = useQuery({ ...gatewayConnectionsQuery, enabled: mayRead });
  const queryClient = useQueryClient();
  const [connecting, setConnecting] = useState<GatewayConnection | undefined>();
  const disconnect = useQuickChange((connection: GatewayConnection) => adminCall('adminDisconnectGateway', { channel: connection.channel }), invalidateGatewayConnections);

  if (!mayRead) return null;
  return (
    <Card title="支付通道" extra="连接网关的通道由网关通知自动入账">
      <Table<GatewayConnection>
        aria-label="支付通道"
        rowKey="channel"
        size="small"
        loading={connections.isPending}
        dataSource={connections.data ?? []}
        pagination={false}
        locale={{ emptyText: connections.isError ? errorText(connections.error) : '暂无通道' }}
        scroll={{ x: 'max-content' }}
        columns={[
          {
            title: '通道',
            key: 'channel',
            render: (_, c) => (
              <Space>
                {c.name}
                <Typography.Text type="secondary">{c.channel}</Typography.Text>
              </Space>
            ),
          },
          { title: '收款方式', dataIndex: 'protocol', render: (protocol: GatewayConnection['protocol']) => <Tag color={protocol === 'manual' ? 'default' : 'blue'}>{PROTOCOL_LABELS[protocol]}</Tag> },
          { title: '网关设置', key: 'settings', render: (_, c) => <Settings connection={c} /> },
          connectedByColumn<GatewayConnection>('连接人'),
          connectionActionsColumn<GatewayConnection>({
            hidden: !mayConnect,
            connected: (c) => c.protocol !== 'manual',
            connectText: ['连接网关', '重新连接'],
            onConnect: (c) => setConnecting(c),
            confirm: (c) => ({ title: `断开 ${c.name} 的支付网关？`, description: '断开后该通道的充值改为人工审核，网关密钥被删除' }),
            onDisconnect: (c) => disconnect.mutate(c),
            disconnecting: disconnect.isPending,
            names: (c) => ({ connect: `连接网关 ${c.name}`, disconnect: `断开 ${c.name}` }),
          }),
        ]}
      />
      {connecting && (
        <GatewayConnectForm
          connection={connecting}
          onClose={() => setConnecting(undefined)}
          onSaved={() => {
            setConnecting(undefined);
            void invalidateGatewayConnections(queryClient);
          }}
        />
      )}
    </Card>
  );
}
