import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { adminCall, errorText } from '../../api/call';
import { CHANNELS_PER_PAGE, invalidatePayChannels, payChannelsQuery } from './api';
import { ChannelForm, type PayChannel } from './channel-form';
import { usePageParam } from '../../shared/use-page-param';
import { useQuickChange } from '../../shared/use-quick-change';

/**
 * 充值通道: each channel's name, the amounts players may deposit through it, whether they see it, and its
 * place in the players' list (上移 / 下移; the list is in that order).
 */
export function ChannelsCard() {
  const [page, setPage] = usePageParam();
  const channels = useQuery(payChannelsQuery(page));
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<PayChannel | null>(null);
  const move = useQuickChange(({ channel, direction }: { channel: PayChannel; direction: 'up' | 'down' }) => adminCall('adminMovePayChannel', { type: channel.type, direction }), invalidatePayChannels);
  const total = channels.data?.total ?? 0;
  const placeOf = (index: number) => (page - 1) * CHANNELS_PER_PAGE + index;
  return (
    <Card title="充值通道" extra="玩家充值页按此顺序显示">
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
            title: '排序',
            key: 'order',
            width: 150,
            render: (_, channel, index) => (
              <Space size="small">
                <Button size="small" aria-label={`上移 ${channel.name}`} disabled={placeOf(index) === 0 || move.isPending} onClick={() => move.mutate({ channel, direction: 'up' })}>
                  上移
                </Button>
                <Button size="small" aria-label={`下移 ${channel.name}`} disabled={placeOf(index) === total - 1 || move.isPending} onClick={() => move.mutate({ channel, direction: 'down' })}>
                  下移
                </Button>
              </Space>
            ),
          },
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
