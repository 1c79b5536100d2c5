import type { DataOf } from '@casino/contract/call';
import type { adminGatewayNotifications } from '@casino/contract/calls/deposit';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { GATEWAY_NOTIFICATION_OUTCOMES, GATEWAY_REVIEW, GATEWAY_REVIEW_LABELS, gatewayOutcomeLabel, type GatewayNotificationOutcome } from '@casino/contract/gateways';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, Descriptions, Input, Result, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useMayCall } from '../../api/me';
import { DayRange } from '../../shared/day-range';
import { yuanText } from '../../shared/figures';
import { MemberLink } from '../../shared/member-link';
import { ResourceTable } from '../../shared/resource-table';
import { RefreshButton, ScreenHeader } from '../../shared/screen-header';
import { useListParams } from '../../shared/use-list-params';
import { gatewayConnectionsQuery } from '../../api/gateway-connections';
import { outcomeColor, reviewColor } from '../../shared/gateway-labels';
import { gatewayNotificationsQuery, invalidateGatewayNotifications, NOTIFICATION_FILTERS } from './api';
import { QueryOrderCard } from './query-order-card';
import { ResolveNotificationForm, RESOLUTION_TEXT, type Resolution } from './resolve-notification-form';

type Notification = DataOf<typeof adminGatewayNotifications>['data'][number];

const OUTCOME_OPTIONS = Object.entries(GATEWAY_NOTIFICATION_OUTCOMES).map(([value, label]) => ({ value, label }));

/** A waiting row stands out from the log. */
const WAITING_ROW = { style: { background: '#fff7e6' } };

/** The parameters as the gateway sent them, one a line, or the text as it came when it is not JSON. */
function Params({ text }: { text: string }) {
  let shown = text;
  try {
    shown = JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    // Not JSON: shown as it came.
  }
  return <pre style={{ margin: 0, maxHeight: 320, overflow: 'auto', fontSize: 12, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>{shown}</pre>;
}

function NotificationDetail({ notification }: { notification: Notification }) {
  return (
    <Descriptions size="small" column={1} bordered>
      <Descriptions.Item label="来源地址">{notification.remote_address}</Descriptions.Item>
      <Descriptions.Item label="审核">
        {notification.reviewed_by === null
          ? GATEWAY_REVIEW_LABELS[notification.review_state]
          : `${GATEWAY_REVIEW_LABELS[notification.review_state] ?? ''}（${notification.reviewed_by}）：${notification.review_note}`}
      </Descriptions.Item>
      <Descriptions.Item label="通知参数">
        <Params text={notification.params} />
      </Descriptions.Item>
    </Descriptions>
  );
}

const summaryOf = (notification: Notification) =>
  `${notification.out_trade_no === '' ? notification.trade_no : notification.out_trade_no} ${notification.amount === null ? '' : `${yuanText(notification.amount)} 元`}`.trim();

/**
 * 支付通知: every notification the payment gateways sent to a connected channel, newest first, found by channel, an
 * order number (ours or the gateway's), outcome, waiting ones only and days (all in the address). A row opens to the
 * parameters as received. One that credited nothing though money may have been paid waits for finance: 补入账 pays
 * the gateway's amount to the order's member once, 忽略 settles it without money, both with a note. 查询订单 asks the
 * gateway about an order now.
 */
export function GatewayNotificationsPage() {
  const mayRead = useMayCall('adminGatewayNotifications');
  const mayResolve = useMayCall('adminResolveGatewayNotification');
  const mayQuery = useMayCall('adminQueryGatewayOrder');
  const list = useListParams({ filters: NOTIFICATION_FILTERS });
  const { params } = list;
  const notifications = useQuery({ ...gatewayNotificationsQuery(params), enabled: mayRead });
  const connections = useQuery({ ...gatewayConnectionsQuery, enabled: mayRead });
  const queryClient = useQueryClient();
  const [resolving, setResolving] = useState<{ notification: Notification; resolution: Resolution } | undefined>();

  if (!mayRead) return <Result status="403" title={ADMIN_MSG.adminForbidden} />;
  const channelName = (channel: string) => connections.data?.find((one) => one.channel === channel)?.name ?? channel;
  // Every channel: one disconnected since keeps its notifications.
  const channelOptions = (connections.data ?? []).map((one) => ({ value: one.channel, label: one.name }));
  return (
    <>
      <ScreenHeader title="支付通知">
        <RefreshButton list={notifications} />
      </ScreenHeader>
      <Typography.Paragraph type="secondary">支付网关发往本站的每一条付款通知及本站的处理结果。未能自动入账但可能已付款的通知（待审核）需由财务核实后补入账或忽略。点击一行查看通知参数。</Typography.Paragraph>
      {mayQuery && <QueryOrderCard />}
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          aria-label="通道"
          placeholder="全部通道"
          allowClear
          style={{ width: 160 }}
          options={channelOptions}
          value={params.channel === '' ? undefined : params.channel}
          onChange={(channel: string | undefined) => list.filter({ channel: channel ?? '' })}
        />
        <Input.Search key={`o${params.order}`} aria-label="订单号" placeholder="本站或网关订单号" allowClear defaultValue={params.order} style={{ width: 260 }} onSearch={(order) => list.filter({ order })} />
        <Select
          aria-label="处理结果"
          placeholder="全部处理结果"
          allowClear
          style={{ width: 240 }}
          options={OUTCOME_OPTIONS}
          value={params.outcome === '' ? undefined : params.outcome}
          onChange={(outcome: string | undefined) => list.filter({ outcome: outcome ?? '' })}
        />
        <Checkbox checked={params.review === 'pending'} onChange={(event) => list.filter({ review: event.target.checked ? 'pending' : '' })}>
          只看待审核
        </Checkbox>
        <DayRange from={params.from} to={params.to} onChange={list.filter} />
      </Space>
      <ResourceTable
        rowKey="id"
        query={notifications}
        list={list}
        countUnit="条"
        empty={params.review === 'pending' ? '没有待审核的通知' : '没有支付通知'}
        scroll={{ x: 'max-content' }}
        onRow={(notification) => (notification.review_state === GATEWAY_REVIEW.pending ? WAITING_ROW : {})}
        expandable={{ expandedRowRender: (notification) => <NotificationDetail notification={notification} />, expandRowByClick: true }}
        columns={[
          { title: '时间', dataIndex: 'created_at', width: 110 },
          { title: '通道', dataIndex: 'channel', render: (channel: string) => channelName(channel) },
          {
            title: '订单号',
            key: 'orders',
            render: (_, notification) => (
              <Space orientation="vertical" size={0}>
                {notification.out_trade_no === '' ? '—' : notification.out_trade_no}
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>{`网关：${notification.trade_no === '' ? '—' : notification.trade_no}`}</Typography.Text>
              </Space>
            ),
          },
          {
            title: '金额（元）',
            dataIndex: 'amount',
            align: 'right',
            // The gateway's amount; the order's beneath it when they differ.
            render: (amount: number | null, notification) => (
              <Space orientation="vertical" size={0} align="end">
                {amount === null ? '—' : yuanText(amount)}
                {notification.order_amount !== null && notification.order_amount !== amount && (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>{`订单：${yuanText(notification.order_amount)}`}</Typography.Text>
                )}
              </Space>
            ),
          },
          { title: '会员', dataIndex: 'username', render: (username: string | null) => (username === null ? '—' : <MemberLink username={username} />) },
          { title: '签名', dataIndex: 'signature_valid', width: 80, render: (valid: boolean) => (valid ? <Tag color="green">有效</Tag> : <Tag color="red">无效</Tag>) },
          { title: '处理结果', dataIndex: 'outcome', render: (outcome: GatewayNotificationOutcome) => <Tag color={outcomeColor(outcome)}>{gatewayOutcomeLabel(outcome)}</Tag> },
          {
            title: '审核',
            dataIndex: 'review_state',
            render: (state: number, notification) =>
              state === GATEWAY_REVIEW.none ? (
                '—'
              ) : (
                <Space size={4} wrap>
                  <Tag color={reviewColor(state)}>{GATEWAY_REVIEW_LABELS[state] ?? String(state)}</Tag>
                  {notification.reviewed_by}
                </Space>
              ),
          },
          {
            title: '操作',
            key: 'actions',
            hidden: !mayResolve,
            render: (_, notification) =>
              notification.review_state === GATEWAY_REVIEW.pending ? (
                <Space onClick={(event) => event.stopPropagation()}>
                  {(['credit', 'dismiss'] as const).map((resolution) => (
                    <Button key={resolution} size="small" type={resolution === 'credit' ? 'primary' : 'default'} onClick={() => setResolving({ notification, resolution })}>
                      {RESOLUTION_TEXT[resolution].button}
                    </Button>
                  ))}
                </Space>
              ) : null,
          },
        ]}
      />
      {resolving && (
        <ResolveNotificationForm
          id={resolving.notification.id}
          summary={summaryOf(resolving.notification)}
          resolution={resolving.resolution}
          amounts={{ order: resolving.notification.order_amount, paid: resolving.notification.amount }}
          onClose={() => setResolving(undefined)}
          onSaved={() => {
            setResolving(undefined);
            void invalidateGatewayNotifications(queryClient);
          }}
        />
      )}
    </>
  );
}
