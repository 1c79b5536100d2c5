import type { adminGatewayReconcile } from '@casino/contract/calls/reports';
import type { DataOf } from '@casino/contract/call';
import { beijingDay } from '@casino/contract/time';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Descriptions, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { errorText } from '../../api/call';
import { countText, yuanText } from '../../shared/figures';
import { RefreshButton, ScreenHeader } from '../../shared/screen-header';
import { ReconcileDay } from './reconcile-day';
import { gatewayConnectionsQuery } from '../../api/gateway-connections';
import { GATEWAY_ORDER_STATUS_LABELS } from '../../shared/gateway-labels';
import { gatewayReconcileQuery } from './api';

type Reconciliation = DataOf<typeof adminGatewayReconcile>;
type ChannelDay = Reconciliation['channels'][number];
type Difference = ChannelDay['differences'][number];

const DIFFERENCE_COLUMNS = [
  { title: '订单号', dataIndex: 'out_trade_no' },
  { title: '会员', dataIndex: 'username' },
  { title: '订单金额（元）', dataIndex: 'amount', align: 'right' as const, render: (amount: number) => yuanText(amount) },
  { title: '网关状态', dataIndex: 'gateway', render: (status: Difference['gateway']) => GATEWAY_ORDER_STATUS_LABELS[status] },
  { title: '网关金额（元）', dataIndex: 'gateway_amount', align: 'right' as const, render: (amount: number | null) => (amount === null ? '—' : yuanText(amount)) },
  { title: '本站入账', dataIndex: 'credited', render: (credited: boolean) => (credited ? '已入账' : '未入账') },
  { title: '差异原因', dataIndex: 'reason', render: (reason: string) => <Typography.Text type="danger" strong>{reason}</Typography.Text> },
];

/** A channel's day: its orders, paid at the gateway against credited here (red where they differ), and each order that differs. */
function ChannelCard({ channel }: { channel: ChannelDay }) {
  const sides = channel.paid_count === channel.credited_count && channel.paid_amount === channel.credited_amount ? undefined : ('danger' as const);
  return (
    <Card
      size="small"
      style={{ marginTop: 16 }}
      title={`${channel.name}（${channel.channel}）`}
      extra={channel.matched ? <Tag color="success">一致</Tag> : <Tag color="error">有差异</Tag>}
    >
      <Descriptions
        size="small"
        column={3}
        items={[
          { key: 'orders', label: '网关订单', children: `${countText(channel.orders)} 笔` },
          {
            key: 'paid',
            label: '网关已付款',
            children: <Typography.Text type={sides}>{`${countText(channel.paid_count)} 笔，${yuanText(channel.paid_amount)} 元`}</Typography.Text>,
          },
          {
            key: 'credited',
            label: '本站已入账',
            children: <Typography.Text type={sides}>{`${countText(channel.credited_count)} 笔，${yuanText(channel.credited_amount)} 元`}</Typography.Text>,
          },
        ]}
      />
      {channel.differences.length > 0 && (
        <Table<Difference>
          rowKey="out_trade_no"
          size="small"
          pagination={false}
          aria-label={`${channel.name}差异`}
          columns={DIFFERENCE_COLUMNS}
          dataSource={channel.differences}
          onRow={() => ({ style: { background: '#fff1f0' } })}
          scroll={{ x: 'max-content' }}
          style={{ marginTop: 8 }}
        />
      )}
    </Card>
  );
}

/**
 * 报表 → 支付对账 (owners and finance): a Beijing day per gateway channel, our gateway deposit orders of the day each
 * asked at the gateway: paid there against credited here, and each order where the two differ with the reason (已付款未入账,
 * 已入账未付款, 金额不符, 无法查询), highlighted; the same figures as `npm run admin -- gateways:reconcile`.
 */
export function GatewayReconcile() {
  const [day, setDay] = useState(() => beijingDay(Date.now()));
  const [channel, setChannel] = useState('');
  const result = useQuery(gatewayReconcileQuery(day, channel));
  const connections = useQuery(gatewayConnectionsQuery);
  const channelOptions = (connections.data ?? []).filter((one) => one.protocol !== 'manual').map((one) => ({ value: one.channel, label: one.name }));
  const data = result.data;
  return (
    <>
      <ScreenHeader title="支付对账">
        <Space wrap>
          <ReconcileDay day={day} onChange={setDay} />
          <Select aria-label="支付通道" placeholder="全部网关通道" allowClear style={{ width: 160 }} options={channelOptions} value={channel === '' ? undefined : channel} onChange={(picked: string | undefined) => setChannel(picked ?? '')} />
          <RefreshButton list={result} />
        </Space>
      </ScreenHeader>
      {result.isPending && <Typography.Paragraph type="secondary">正在向各网关查询当日订单…</Typography.Paragraph>}
      {result.isError && <Alert type="error" showIcon title={errorText(result.error)} />}
      {data && data.channels.length === 0 && <Alert type="info" showIcon title={`${data.day} 没有网关充值订单`} />}
      {data && data.channels.length > 0 && (
        <Alert type={data.matched ? 'success' : 'warning'} showIcon title={data.matched ? `${data.day} 各通道网关收款与本站入账一致` : `${data.day} 有通道的网关收款与本站入账不一致`} />
      )}
      {data?.channels.map((one) => <ChannelCard key={one.channel} channel={one} />)}
    </>
  );
}
