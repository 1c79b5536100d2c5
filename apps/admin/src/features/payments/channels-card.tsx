import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Table, Tag } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorText } from '../../api/call';
import { CHANNELS_PER_PAGE, invalidatePayChannels, payChannelsQuery } from './api';
import { ChannelForm, type PayChannel } from './channel-form';

/** The page in the address (?page=2), so a reload or a shared link opens the same one. */
function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  return [page, (next) => setParams(next === 1 ? {} : { page: String(next) })];
}

/** 充值通道: each channel's name, the amounts players may deposit through it, and whether they see it. */
export function ChannelsCard() {
  const [page, setPage] = usePageParam();
  const channels = useQuery(payChannelsQuery(page));
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<PayChannel | null>(null);
  return (
    <Card title="充值通道">
      <Table<PayChannel>
        rowKey="type"
        loading={channels.isPending}
        dataSource={channels.data?.data}
        locale={{ emptyText: channels.isError ? errorText(channels.error) : '暂无通道' }}
        pagination={{ current: page, pageSize: CHANNELS_PER_PAGE, total: channels.data?.total ?? 0, showSizeChanger: false, hideOnSinglePage: true, onChange: setPage }}
        columns={[
          { title: '通道', dataIndex: 'name' },
          { title: '类型', dataIndex: 'type' },
          { title: '最低金额（元）', dataIndex: 'min' },
          { title: '最高金额（元）', dataIndex: 'max' },
          { title: '状态', dataIndex: 'enabled', render: (enabled: boolean) => (enabled ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>) },
          {
            title: '操作',
            key: 'actions',
            width: 100,
            render: (_, channel) => (
              <Button size="small" aria-label={`编辑 ${channel.name}`} onClick={() => setEditing(channel)}>
                编辑
              </Button>
            ),
          },
        ]}
      />
      {editing !== null && (
        <ChannelForm
          channel={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void invalidatePayChannels(queryClient);
          }}
        />
      )}
    </Card>
  );
}
