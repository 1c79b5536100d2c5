import { PAY_RANGE_TYPES, type PayRangeType } from '@casino/contract/codes';
import { RECEIVING_ACCOUNT_SORTING } from '@casino/contract/list-sorting';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Image, Select, Space, Switch, Typography } from 'antd';
import { useState } from 'react';
import { adminCall } from '../../api/call';
import { AccountForm, type ReceivingAccount } from './account-form';
import { ACCOUNT_FILTERS, invalidateReceivingAccounts, payChannelsQuery, receivingAccountsQuery } from './api';
import { useQuickChange } from '../../shared/use-quick-change';
import { ResourceTable } from '../../shared/resource-table';
import { editColumn } from '../../shared/row-actions';
import { useListParams } from '../../shared/use-list-params';

/** What a player pays to: a bank account's four lines, or a QR channel's image, address and instructions. */
function AccountDetails({ account }: { account: ReceivingAccount }) {
  if (account.channel === 'bank') {
    return (
      <Space vertical size={0}>
        <Typography.Text strong>{account.bank_name}</Typography.Text>
        <Typography.Text copyable>{account.bank_no}</Typography.Text>
        <Typography.Text>
          {account.bank_owner} · {account.bank_address}
        </Typography.Text>
      </Space>
    );
  }
  return (
    <Space align="start">
      <Image src={account.payimg} alt="收款码" width={64} height={64} style={{ objectFit: 'contain' }} />
      <Space vertical size={0}>
        {account.bank_no !== '' && <Typography.Text copyable>{account.bank_no}</Typography.Text>}
        <Typography.Text type="secondary">{account.content}</Typography.Text>
      </Space>
    </Space>
  );
}

/**
 * 收款账户: where players pay each channel's deposits, in the players' order (by channel, then within it) or
 * sorted by a column. A disabled account leaves the players' deposit screen at once; orders already made keep
 * the accounts they showed. The channel filter, page and sort are the URL's.
 */
export function AccountsCard() {
  const list = useListParams({ sorting: RECEIVING_ACCOUNT_SORTING, filters: ACCOUNT_FILTERS, prefix: 'accounts_' });
  const { channel } = list.params;
  const accounts = useQuery(receivingAccountsQuery(list.params));
  // Every channel (8) fits the first page of the channels' list, which names them here.
  const channels = useQuery(payChannelsQuery({ page: 1 }));
  const channelNames = new Map((channels.data?.data ?? []).map((c) => [c.type, c.name]));
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<ReceivingAccount | 'new' | null>(null);
  const changed = () => invalidateReceivingAccounts(queryClient);

  const toggle = useQuickChange((account: ReceivingAccount) => adminCall('adminSaveReceivingAccount', { ...account, enabled: !account.enabled }), invalidateReceivingAccounts);

  return (
    <Card
      title="收款账户"
      extra={
        <Space>
          <Select<PayRangeType | ''>
            aria-label="按通道筛选"
            style={{ width: 160 }}
            value={channel}
            onChange={(value) => list.filter({ channel: value })}
            options={[{ value: '', label: '全部通道' }, ...PAY_RANGE_TYPES.map((type) => ({ value: type, label: channelNames.get(type) ?? type }))]}
          />
          <Button type="primary" onClick={() => setEditing('new')}>
            新增收款账户
          </Button>
        </Space>
      }
    >
      <ResourceTable
        rowKey="id"
        query={accounts}
        list={list}
        hideSinglePage
        empty="暂无收款账户"
        columns={[
          { title: '通道', dataIndex: 'channel', width: 120, sortBy: 'channel', render: (type: string) => channelNames.get(type) ?? type },
          { title: '收款信息', key: 'details', render: (_, account) => <AccountDetails account={account} /> },
          { title: '排序', dataIndex: 'sort', width: 100, sortBy: 'sort' },
          {
            title: '玩家可见',
            width: 120,
            sortBy: 'enabled',
            render: (_, account) => (
              <Switch
                checked={account.enabled}
                aria-label={`${account.enabled ? '停用' : '启用'}收款账户 ${String(account.id)}`}
                loading={toggle.isPending && toggle.variables.id === account.id}
                onChange={() => toggle.mutate(account)}
              />
            ),
          },
          editColumn<ReceivingAccount>(setEditing, { width: 100, label: (account) => `编辑收款账户 ${String(account.id)}` }),
        ]}
      />
      {editing !== null && (
        <AccountForm
          account={editing}
          channelNames={channelNames}
          newChannel={channel === '' ? 'bank' : channel}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void changed();
          }}
        />
      )}
    </Card>
  );
}

