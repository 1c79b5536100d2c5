import type { DataOf } from '@casino/contract/call';
import type { adminWithdrawalPayouts } from '@casino/contract/calls/withdraw';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Input, Result, Segmented, Space, Tag, Typography } from 'antd';
import { useMayCall } from '../../api/me';
import { yuanText } from '../../shared/figures';
import { MemberLink } from '../../shared/member-link';
import { ResourceTable } from '../../shared/resource-table';
import { RefreshButton, ScreenHeader } from '../../shared/screen-header';
import { useListParams } from '../../shared/use-list-params';
import { gatewayConnectionsQuery } from '../../api/gateway-connections';
import { invalidatePayouts, PAYOUT_FILTERS, payoutsQuery } from './api';
import { PAYOUT_OUTCOME_TEXT, ResolvePayoutForm, type PayoutOutcome } from './resolve-payout-form';

type Payout = DataOf<typeof adminWithdrawalPayouts>['data'][number];

const STATE_TAGS: Record<Payout['state'], { label: string; color: string }> = {
  sending: { label: '发送中', color: 'processing' },
  unknown: { label: '结果未知，自动查询中', color: 'warning' },
  processing: { label: '出款中', color: 'processing' },
  paid: { label: '已出款', color: 'success' },
  failed: { label: '出款失败', color: 'error' },
};

/** The steps of a payout's history (the server's events; an unknown one is shown as it came). */
const EVENT_TEXT: Readonly<Record<string, string>> = {
  created: '发起代付',
  sent: '已发送网关',
  asked: '向网关查询',
  resent: '按原单号重新发送',
  manual: '人工确认',
  processing: '网关处理中',
  unknown: '结果未知',
  paid: '已出款',
  failed: '出款失败',
  refunded: '退回会员',
  requeued: '重新排队',
};

/** The states the gateway has not settled: finance may settle them by hand. */
const OPEN_STATES = new Set<Payout['state']>(['sending', 'unknown', 'processing']);

const STATE_FILTERS = [
  { value: '', label: '全部' },
  { value: 'open', label: '未完成' },
  { value: 'paid', label: '已出款' },
  { value: 'failed', label: '出款失败' },
];

/** A payout's history, one line a step: when, what, and the gateway's answer. */
function History({ payout }: { payout: Payout }) {
  if (payout.history.length === 0) return <Typography.Text type="secondary">暂无记录</Typography.Text>;
  return (
    <ol aria-label={`代付单 ${payout.id} 的记录`} style={{ margin: 0 }}>
      {payout.history.map((entry, index) => (
        <li key={index}>
          {entry.at} {EVENT_TEXT[entry.event] ?? entry.event}
          {entry.detail === '' ? '' : `（${entry.detail}）`}
        </li>
      ))}
    </ol>
  );
}

/**
 * 代付记录: the withdrawals paid through a gateway (代付), newest first: all, those not settled yet, paid or failed, or
 * one withdrawal's (its id in the address); each row opens to its history. A payout whose outcome is unknown is asked
 * about again by the server, and finance may settle one by hand after checking it with the gateway (确认已出款 /
 * 确认出款失败); a failed one is settled on 提现审核 (退回会员 / 重新排队).
 */
export function PayoutsPage() {
  const mayRead = useMayCall('adminWithdrawalPayouts');
  const list = useListParams({ filters: PAYOUT_FILTERS });
  const { params } = list;
  const payouts = useQuery({ ...payoutsQuery(params), enabled: mayRead, refetchInterval: params.state === 'open' ? 15_000 : false });
  const connections = useQuery({ ...gatewayConnectionsQuery, enabled: mayRead });
  const mayResolve = useMayCall('adminResolvePayout');
  const queryClient = useQueryClient();
  const [resolving, setResolving] = useState<{ payout: Payout; outcome: PayoutOutcome } | undefined>();

  if (!mayRead) return <Result status="403" title={ADMIN_MSG.adminForbidden} />;
  const channelName = (channel: string) => connections.data?.find((one) => one.channel === channel)?.name ?? channel;
  return (
    <>
      <ScreenHeader title="代付记录">
        <RefreshButton list={payouts} />
      </ScreenHeader>
      <Space wrap style={{ marginBottom: 16 }}>
        <Segmented aria-label="代付状态" options={STATE_FILTERS} value={params.state} onChange={(state) => list.filter({ state })} />
        <Input.Search
          key={`w${params.withdrawal}`}
          aria-label="提现ID"
          placeholder="提现ID"
          allowClear
          inputMode="numeric"
          defaultValue={params.withdrawal}
          style={{ width: 160 }}
          onSearch={(withdrawal) => list.filter({ withdrawal })}
        />
      </Space>
      <ResourceTable
        rowKey="id"
        query={payouts}
        list={list}
        countUnit="笔"
        empty="暂无代付记录"
        scroll={{ x: 'max-content' }}
        expandable={{ expandedRowRender: (payout) => <History payout={payout} />, expandRowByClick: true }}
        columns={[
          { title: '代付单号', dataIndex: 'id' },
          { title: '提现订单号', dataIndex: 'order_no' },
          { title: '会员', dataIndex: 'username', render: (username: string) => <MemberLink username={username} /> },
          { title: '通道', dataIndex: 'channel', render: (channel: string) => channelName(channel) },
          { title: '金额（元）', dataIndex: 'amount', align: 'right', render: (amount: number) => yuanText(amount) },
          { title: '状态', dataIndex: 'state', render: (state: Payout['state']) => <Tag color={STATE_TAGS[state].color}>{STATE_TAGS[state].label}</Tag> },
          { title: '网关单号', dataIndex: 'reference', render: (reference: string) => (reference === '' ? '—' : reference) },
          { title: '错误', dataIndex: 'error', render: (error: string) => (error === '' ? '—' : <Typography.Text type="danger">{error}</Typography.Text>) },
          { title: '查询次数', dataIndex: 'attempts', align: 'right' },
          { title: '下次查询', dataIndex: 'next_attempt_at', render: (at: string | null) => at ?? '—' },
          { title: '发起', key: 'created', render: (_, payout) => `${payout.created_by} ${payout.created_at}` },
          ...(mayResolve
            ? [
                {
                  title: '操作',
                  key: 'resolve',
                  render: (_: unknown, payout: Payout) =>
                    OPEN_STATES.has(payout.state) && (
                      <Space size={4} onClick={(event) => event.stopPropagation()}>
                        {(['paid', 'failed'] as const).map((outcome) => (
                          <Button key={outcome} size="small" danger={outcome === 'failed'} onClick={() => setResolving({ payout, outcome })}>
                            {PAYOUT_OUTCOME_TEXT[outcome].button}
                          </Button>
                        ))}
                      </Space>
                    ),
                },
              ]
            : []),
        ]}
      />
      {resolving && (
        <ResolvePayoutForm
          id={resolving.payout.id}
          summary={`${resolving.payout.id}（${resolving.payout.username} ${yuanText(resolving.payout.amount)} 元）`}
          outcome={resolving.outcome}
          onClose={() => setResolving(undefined)}
          onSaved={() => {
            setResolving(undefined);
            void invalidatePayouts(queryClient);
          }}
        />
      )}
    </>
  );
}
