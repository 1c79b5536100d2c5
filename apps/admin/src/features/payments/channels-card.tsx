import { PAY_CHANNEL_SORTING } from '@casino/contract/list-sorting';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Space } from 'antd';
import { EnabledTag } from '../../shared/enabled-tag';
import { useState } from 'react';
import { adminCall } from '../../api/call';
import { LIST_PAGE_SIZE } from '../../api/page-query';
import { invalidatePayChannels, payChannelsQuery } from './api';
import { ChannelForm, type PayChannel } from './channel-form';
import { useQuickChange } from '../../shared/use-quick-change';
import { ResourceTable } from '../../shared/resource-table';
import { editColumn } from '../../shared/row-actions';
import { useListParams } from '../../shared/use-list-params';

/**
 * 充值通道: each channel's name, the amounts players may deposit through it, whether they see it, and its
 * place in the players' list (上移 / 下移), in that order or sorted by a column; the page and sort are the URL's.
 */
export function ChannelsCard() {
  const list = useListParams({ sorting: PAY_CHANNEL_SORTING });
  const { page, sort, order } = list.params;
  const channels = useQuery(payChannelsQuery(list.params));
  // A move is one place up or down the players' list, so it is offered only while the table shows that order.
  const playersOrder = (sort === '' || sort === 'sort') && order !== 'desc';
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<PayChannel | null>(null);
  const move = useQuickChange(({ channel, direction }: { channel: PayChannel; direction: 'up' | 'down' }) => adminCall('adminMovePayChannel', { type: channel.type, direction }), invalidatePayChannels);
  const total = channels.data?.total ?? 0;
  const placeOf = (index: number) => (page - 1) * LIST_PAGE_SIZE + index;
  return (
    <Card title="充值通道" extra={playersOrder ? '玩家充值页按此顺序显示' : '按排序升序查看时可上移、下移'}>
      <ResourceTable
        rowKey="type"
        query={channels}
        list={list}
        hideSinglePage
        empty="暂无通道"
        columns={[
          { title: '通道', dataIndex: 'name', sortBy: 'name' },
          { title: '类型', dataIndex: 'type' },
          { title: '最低金额（元）', dataIndex: 'min', sortBy: 'min' },
          { title: '最高金额（元）', dataIndex: 'max', sortBy: 'max' },
          { title: '状态', dataIndex: 'enabled', sortBy: 'enabled', render: (enabled: boolean) => <EnabledTag enabled={enabled} /> },
          {
            title: '排序',
            dataIndex: 'sort',
            width: 150,
            sortBy: 'sort',
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
          editColumn<PayChannel>(setEditing, { width: 100, label: (channel) => `编辑 ${channel.name}` }),
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
