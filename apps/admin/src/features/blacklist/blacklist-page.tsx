import type { DataOf } from '@casino/contract/call';
import type { adminBlacklist } from '@casino/contract/calls/blacklist';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { BLACKLIST_KIND_LABELS, BLACKLIST_KINDS, type BlacklistKind } from '@casino/contract/rules/admin-blacklist';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Input, Popconfirm, Result, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { adminCall } from '../../api/call';
import { useMayCall } from '../../api/me';
import { ResourceTable } from '../../shared/resource-table';
import { ScreenHeader } from '../../shared/screen-header';
import { useListParams } from '../../shared/use-list-params';
import { useQuickChange } from '../../shared/use-quick-change';
import { BLACKLIST_FILTERS, blacklistQuery, invalidateBlacklist } from './api';
import { BlacklistForm } from './blacklist-form';

type Entry = DataOf<typeof adminBlacklist>['data'][number];

/**
 * 黑名单: card numbers and addresses no member may bind (the player's binding is refused with its message); a member
 * who had one bound before it was listed is flagged 绑定了黑名单账户 on their detail and withdrawals. Finance adds and
 * removes them with a reason (audited); support reads them.
 */
export function BlacklistPage() {
  const mayRead = useMayCall('adminBlacklist');
  const mayChange = useMayCall('adminAddBlacklist');
  const list = useListParams({ filters: BLACKLIST_FILTERS });
  const entries = useQuery({ ...blacklistQuery(list.params), enabled: mayRead });
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const remove = useQuickChange((entry: Entry) => adminCall('adminRemoveBlacklist', { id: entry.id }), invalidateBlacklist);

  if (!mayRead) return <Result status="403" title={ADMIN_MSG.adminForbidden} />;
  return (
    <>
      <ScreenHeader title="黑名单">
        {mayChange && (
          <Button type="primary" onClick={() => setAdding(true)}>
            加入黑名单
          </Button>
        )}
      </ScreenHeader>
      <Typography.Paragraph type="secondary">会员绑定黑名单中的银行卡号或收款地址时会被拒绝；加入前已绑定的会员在会员详情和提现审核中标记为“绑定了黑名单账户”。</Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select<BlacklistKind | ''>
          aria-label="类型"
          style={{ width: 140 }}
          value={list.params.kind}
          options={[{ value: '', label: '全部类型' }, ...BLACKLIST_KINDS.map((kind) => ({ value: kind, label: BLACKLIST_KIND_LABELS[kind] }))]}
          onChange={(kind) => list.filter({ kind })}
        />
        <Input.Search aria-label="搜索卡号或地址" placeholder="卡号或地址开头" allowClear defaultValue={list.params.q} key={list.params.q} style={{ width: 260 }} onSearch={(q) => list.filter({ q })} />
      </Space>
      <ResourceTable
        rowKey="id"
        query={entries}
        list={list}
        countUnit="条"
        empty="黑名单为空"
        columns={[
          { title: '类型', dataIndex: 'kind', width: 110, render: (kind: BlacklistKind) => BLACKLIST_KIND_LABELS[kind] },
          { title: '卡号或地址', dataIndex: 'number', render: (number: string) => <Typography.Text copyable>{number}</Typography.Text> },
          { title: '原因', dataIndex: 'reason' },
          { title: '已绑定会员', dataIndex: 'bound', width: 110, align: 'right', render: (bound: number) => (bound === 0 ? '—' : <Tag color="red">{`${String(bound)} 人`}</Tag>) },
          { title: '添加人', dataIndex: 'created_by', width: 130 },
          { title: '添加时间', dataIndex: 'created_at', width: 180 },
          {
            title: '操作',
            key: 'actions',
            fixed: 'right',
            width: 120,
            hidden: !mayChange,
            render: (_, entry) => (
              <Popconfirm title={`将 ${entry.number} 移出黑名单？`} description="移出后会员可以再次绑定" onConfirm={() => remove.mutate(entry)}>
                <Button size="small" danger disabled={remove.isPending}>
                  移出
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
      {adding && (
        <BlacklistForm
          onClose={() => setAdding(false)}
          onSaved={() => {
            setAdding(false);
            void invalidateBlacklist(queryClient);
          }}
        />
      )}
    </>
  );
}
