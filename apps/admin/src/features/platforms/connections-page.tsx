import type { DataOf } from '@casino/contract/call';
import type { adminPlatformConnections } from '@casino/contract/calls/games';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { platformProtocolLabel } from '@casino/contract/rules/admin-platform-connection';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Result, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { adminCall, errorText } from '../../api/call';
import { useMayCall } from '../../api/me';
import { connectedByColumn, connectionActionsColumn } from '../../shared/connection-columns';
import { ScreenHeader } from '../../shared/screen-header';
import { useQuickChange } from '../../shared/use-quick-change';
import { connectionsQuery, invalidateConnections } from './api';
import { ConnectForm } from './connect-form';

type Connection = DataOf<typeof adminPlatformConnections>[number];

const KEY_LABELS: Readonly<Record<string, string>> = { hub88_public_key: 'Hub88公钥', private_key: '我方私钥' };

/** The connection's settings in the clear: its API URL, operator id, sub_partner_id and the addresses its calls may come from. */
function Settings({ connection }: { connection: Connection }) {
  if (connection.protocol === 'demo') return '—';
  return (
    <Space orientation="vertical" size={0}>
      <Typography.Text copyable>{connection.api_url ?? '—'}</Typography.Text>
      <Typography.Text type="secondary">{`运营商ID：${connection.operator_id === null ? '—' : String(connection.operator_id)}`}</Typography.Text>
      {connection.sub_partner_id !== null && <Typography.Text type="secondary">{`子合作方ID：${connection.sub_partner_id}`}</Typography.Text>}
      <Typography.Text type="secondary">{`回调白名单：${connection.allowed_ips.length === 0 ? '不限' : connection.allowed_ips.join(', ')}`}</Typography.Text>
    </Space>
  );
}

function Keys({ connection }: { connection: Connection }) {
  if (connection.protocol === 'demo') return '—';
  if (!connection.keys_open) return <Tag color="red">密钥无法用本服务器的密钥解开，请重新接入</Tag>;
  return (
    <Space orientation="vertical" size={0}>
      {connection.keys.map((key) => (
        <Typography.Text key={key.name} style={{ fontSize: 12 }}>
          {`${KEY_LABELS[key.name] ?? key.name}：`}
          <Typography.Text code copyable>
            {key.fingerprint}
          </Typography.Text>
        </Typography.Text>
      ))}
    </Space>
  );
}

/** A transfer wallet's bet pull: when it last pulled, up to when its bets are in our ledger, and 注单待核对 when it left some. */
function BetPull({ connection }: { connection: Connection }) {
  const pull = connection.bet_pull;
  if (pull === null) return '—';
  if (pull.last_pulled_at === null) return <Typography.Text type="secondary">尚未同步</Typography.Text>;
  return (
    <Space orientation="vertical" size={0}>
      <Typography.Text>{`最近同步：${pull.last_pulled_at}`}</Typography.Text>
      <Typography.Text type="secondary">{`已入账至：${pull.taken_until ?? '—'}`}</Typography.Text>
      {pull.last_error !== null && <Tag color="warning">注单待核对</Tag>}
    </Space>
  );
}

/** Why the last pull left bets for the next one, in full: the row of a platform whose pull is 注单待核对 opens to it. */
function BetPullError({ connection }: { connection: Connection }) {
  return (
    <Alert
      type="warning"
      showIcon
      title="注单待核对：最近一次同步有注单未能入账，已留待下次同步"
      description={<Typography.Text style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>{connection.bet_pull?.last_error}</Typography.Text>}
    />
  );
}

/**
 * 平台接入: how each game platform plays — the demo, or a real platform's protocol with its API URL, operator id, who
 * connected it and when, and its keys' fingerprints (never the keys). The owner connects (接入) and disconnects (断开);
 * both are audited. The CLI's platform:connect does the same. A transfer wallet's row shows where the pull of its bets
 * stands, and opens to why it left bets when it did.
 */
export function ConnectionsPage() {
  const mayRead = useMayCall('adminPlatformConnections');
  const mayConnect = useMayCall('adminConnectPlatform');
  const connections = useQuery({ ...connectionsQuery, enabled: mayRead });
  const queryClient = useQueryClient();
  const [connecting, setConnecting] = useState<Connection | undefined>();
  const disconnect = useQuickChange((connection: Connection) => adminCall('adminDisconnectPlatform', { code: connection.code }), invalidateConnections);

  if (!mayRead) return <Result status="403" title={ADMIN_MSG.adminForbidden} />;
  return (
    <>
      <ScreenHeader title="平台接入" />
      <Typography.Paragraph type="secondary">未接入的平台使用演示游戏。接入 Hub88 后，该平台的游戏由 Hub88 提供，资金通过本站钱包回调结算；转账钱包平台的注单则定时从平台同步入账（见「注单同步」）。正在运行的服务器在10秒内生效。</Typography.Paragraph>
      <Table<Connection>
        rowKey="code"
        loading={connections.isPending}
        dataSource={connections.data ?? []}
        pagination={false}
        locale={{ emptyText: connections.isError ? errorText(connections.error) : '没有游戏平台' }}
        scroll={{ x: 'max-content' }}
        expandable={{ expandedRowRender: (c) => <BetPullError connection={c} />, rowExpandable: (c) => (c.bet_pull?.last_error ?? null) !== null }}
        columns={[
          {
            title: '平台',
            key: 'platform',
            render: (_, c) => (
              <Space>
                {c.name}
                <Typography.Text type="secondary">{c.code}</Typography.Text>
                {c.hidden && <Tag>已隐藏</Tag>}
              </Space>
            ),
          },
          { title: '协议', dataIndex: 'protocol', render: (protocol: string) => <Tag color={protocol === 'demo' ? 'default' : 'blue'}>{platformProtocolLabel(protocol)}</Tag> },
          { title: '接入设置', key: 'settings', render: (_, c) => <Settings connection={c} /> },
          { title: '密钥指纹', key: 'keys', render: (_, c) => <Keys connection={c} /> },
          { title: '注单同步', key: 'bet-pull', render: (_, c) => <BetPull connection={c} /> },
          connectedByColumn<Connection>('接入人'),
          connectionActionsColumn<Connection>({
            hidden: !mayConnect,
            connected: (c) => c.protocol !== 'demo',
            connectText: ['接入', '重新接入'],
            onConnect: (c) => setConnecting(c),
            confirm: (c) => ({ title: `断开 ${c.name}？`, description: '断开后该平台改用演示游戏，密钥被删除' }),
            onDisconnect: (c) => disconnect.mutate(c),
            disconnecting: disconnect.isPending,
          }),
        ]}
      />
      {connecting && (
        <ConnectForm
          code={connecting.code}
          name={connecting.name}
          onClose={() => setConnecting(undefined)}
          onSaved={() => {
            setConnecting(undefined);
            void invalidateConnections(queryClient);
          }}
        />
      )}
    </>
  );
}
