import { PAY_CHANNEL_SORTING } from '@casino/contract/list-sorting';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Space, Table } from 'antd';
import { EnabledTag } from '../../shared/enabled-tag';
import { useState } from 'react';
import { adminCall, errorText } from '../../api/call';
import { CHANNELS_PER_PAGE, invalidatePayChannels, payChannelsQuery } from './api';
import { ChannelForm, type PayChannel } from './channel-form';
import { useQuickChange } from '../../shared/use-quick-change';
import { useSortedList } from '../../shared/use-sorted-list';

/**
 * 充值通道: each channel's name, the amounts players may deposit through it, whether they see it, and its
 * place in the players' list (上移 / 下移), in that order or sorted by a column; the page and sort are the URL's.
 */
export function ChannelsCard() {
  const list = useSortedList(PAY_CHANNEL_SORTING);
  const channels = useQuery(payChannelsQuery(list));
  // A move is one place up or down the players' list, so it is offered only while the table shows that order.
  const playersOrder = (list.sort === '' || list.sort === 'sort') && list.order !== 'desc';
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<PayChannel | null>(null);
  const move = useQuickChange(({ channel, direction }: { channel: PayChannel; direction: 'up' | 'down' }) => adminCall('adminMovePayChannel', { type: channel.type, direction }), invalidatePayChannels);
  const total = channels.data?.total ?? 0;
  const placeOf = (index: number) => (list.page - 1) * CHANNELS_PER_PAGE + index;
  return (
    <Card title="充值通道" extra={playersOrder ? '玩家充值页按此顺序显示' : '按排序升序查看时可上移、下移'}>
      <Table<PayChannel>
        rowKey="type"
        loading={channels.isPending || channels.isPlaceholderData}
        dataSource={channels.data?.data}
        locale={{ emptyText: channels.isError ? errorText(channels.error) : '暂无通道' }}
        pagination={{ current: list.page, pageSize: CHANNELS_PER_PAGE, total: channels.data?.total ?? 0, showSizeChanger: false, hideOnSinglePage: true }}
        onChange={list.onTableChange}
        columns={[
          { title: '通道', dataIndex: 'name', ...list.column('name') },
          { title: '类型', dataIndex: 'type' },
          { title: '最低金额（元）', dataIndex: 'min', ...list.column('min') },
          { title: '最高金额（元）', dataIndex: 'max', ...list.column('max') },
          { title: '状态', dataIndex: 'enabled', ...list.column('enabled'), render: (enabled: boolean) => <EnabledTag enabled={enabled} /> },
          {
            title: '排序',
            dataIndex: 'sort',
            width: 150,
            ...list.column('sort'),
            // Sorted otherwise, the column shows each channel's `sort` value instead of the moves.
            render: (sort: number, channel, index) =>
              playersOrder ? (
                <Space size="small">
                  <Button size="small" aria-label={`上移 ${channel.name}`} disabled={placeOf(index) === 0 || move.isPending} onClick={() => move.mutate({ channel, direction: 'up' })}>
                    上移
                  </Button>
                  <Button size="small" aria-label={`下移 ${channel.name}`} disabled={placeOf(index) === total - 1 || move.isPending} onClick={() => move.mutate({ channel, direction: 'down' })}>
                    下移
                  </Button>
                </Space>
              ) : (
                sort
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
