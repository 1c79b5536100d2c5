import type { DataOf } from '@casino/contract/call';
import type { adminPlatformTransfers } from '@casino/contract/calls/wallet';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Space, Tag } from 'antd';
import { useState } from 'react';
import { yuanText } from '../../shared/figures';
import { MemberLink } from '../../shared/member-link';
import { ResourceTable } from '../../shared/resource-table';
import { RefreshButton, ScreenHeader } from '../../shared/screen-header';
import { useListParams } from '../../shared/use-list-params';
import { usePageWithinList } from '../../shared/use-page-within-list';
import { allPlatformTransfersQuery, platformTransfersQuery } from './api';
import { OUTCOME_TEXT, ResolveForm, type Outcome } from './resolve-form';

type PlatformTransfer = DataOf<typeof adminPlatformTransfers>['data'][number];

const STATE_TEXT: Record<PlatformTransfer['state'], string> = { pending: '等待平台应答', unknown: '结果未知，自动查询中', posted: '已入账', voided: '未入账' };
const EVENT_TEXT: Record<string, string> = { held: '冻结金额', applied: '平台已处理', refused: '平台拒绝', unknown: '结果未知', posted: '已入账', voided: '已退回' };

const directionText = (transfer: PlatformTransfer) => (transfer.direction === 'in' ? `中心钱包 → ${transfer.platform}` : `${transfer.platform} → 中心钱包`);
const summaryOf = (transfer: PlatformTransfer) => `${transfer.username} ${directionText(transfer)} ${yuanText(transfer.amount)} 元`;

/** A transfer's history, one line a step: when, what, and the platform's answer or the operator's reason. */
function History({ transfer }: { transfer: PlatformTransfer }) {
  return (
    <ol aria-label={`单号 ${transfer.id} 的记录`}>
      {transfer.history.map((entry, index) => (
        <li key={index}>
          {entry.at} {EVENT_TEXT[entry.event] ?? entry.event}
          {entry.detail === '' ? '' : `（${entry.detail}）`}
        </li>
      ))}
    </ol>
  );
}

/**
 * 转账待确认: the transfers with a transfer-wallet platform still unresolved a minute after they began, oldest first,
 * each with its history (expand the row). The server asks the platform again by itself; finance can resolve one by
 * hand after checking with the platform: 确认已入账 posts the held amount, 确认未入账 returns it, with a reason.
 */
export function PlatformTransfersPage() {
  const list = useListParams();
  const transfers = useQuery(platformTransfersQuery(list.params.page));
  usePageWithinList(transfers.isPlaceholderData ? undefined : transfers.data, list.setPage);
  const queryClient = useQueryClient();
  const [resolving, setResolving] = useState<{ transfer: PlatformTransfer; outcome: Outcome } | undefined>(undefined);

  return (
    <>
      <ScreenHeader title="转账待确认">
        <RefreshButton list={transfers} />
      </ScreenHeader>
      <ResourceTable
        rowKey="id"
        query={transfers}
        list={list}
        hideSinglePage
        countUnit="笔"
        empty="暂无待确认的平台转账"
        expandable={{ expandedRowRender: (transfer) => <History transfer={transfer} />, expandRowByClick: false }}
        columns={[
          { title: '单号', dataIndex: 'id' },
          { title: '会员', dataIndex: 'username', render: (username: string) => <MemberLink username={username} /> },
          { title: '方向', key: 'direction', render: (_, transfer) => directionText(transfer) },
          { title: '金额（元）', dataIndex: 'amount', align: 'right', render: (amount: number) => yuanText(amount) },
          { title: '状态', dataIndex: 'state', render: (state: PlatformTransfer['state']) => <Tag color="orange">{STATE_TEXT[state]}</Tag> },
          { title: '查询次数', dataIndex: 'attempts', align: 'right' },
          { title: '下次查询', dataIndex: 'next_attempt_at', render: (at: string | null) => at ?? '—' },
          { title: '最近错误', dataIndex: 'last_error', render: (error: string | null) => error ?? '—' },
          { title: '发起时间', dataIndex: 'created_at' },
          {
            title: '操作',
            key: 'resolve',
            render: (_, transfer) => (
              <Space>
                {(['posted', 'voided'] as const).map((outcome) => (
                  <Button key={outcome} size="small" onClick={() => setResolving({ transfer, outcome })}>
                    {OUTCOME_TEXT[outcome].button}
                  </Button>
                ))}
              </Space>
            ),
          },
        ]}
      />
      {resolving && (
        <ResolveForm
          id={resolving.transfer.id}
          summary={summaryOf(resolving.transfer)}
          outcome={resolving.outcome}
          onClose={() => setResolving(undefined)}
          onSaved={() => {
            setResolving(undefined);
            void queryClient.invalidateQueries(allPlatformTransfersQuery);
          }}
        />
      )}
    </>
  );
}
