import { SLOT_GAME_SORTING } from '@casino/contract/list-sorting';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Image, Select, Space, Switch } from 'antd';
import { useState } from 'react';
import { adminCall } from '../../api/call';
import { ResourceTable } from '../../shared/resource-table';
import { editColumn } from '../../shared/row-actions';
import { useListParams } from '../../shared/use-list-params';
import { useQuickChange } from '../../shared/use-quick-change';
import { invalidateGames, platformOptionsQuery, SLOT_GAME_FILTERS, slotGamesQuery, type SlotGame } from './api';
import { SlotGameForm } from './slot-game-form';

/** 电子游戏: the slot games of each provider (the players' /electronics list), sortable (filter and sort are the URL's); shown, order and image. */
export function SlotGamesTab() {
  const list = useListParams({ sorting: SLOT_GAME_SORTING, filters: SLOT_GAME_FILTERS });
  const slots = useQuery(slotGamesQuery(list.params));
  const platforms = useQuery(platformOptionsQuery);
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<SlotGame | null>(null);
  const toggle = useQuickChange((slot: SlotGame) => adminCall('adminSaveSlotGame', { id: slot.id, gamename: slot.gamename, gamepic: slot.gamepic, sort: slot.sort, hidden: !slot.hidden }), invalidateGames);
  const platformName = new Map((platforms.data ?? []).map((p) => [p.code, p.name]));

  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select<string>
          aria-label="厂商"
          style={{ width: 160 }}
          value={list.params.catecode}
          options={[{ value: '', label: '全部厂商' }, ...(platforms.data ?? []).map((p) => ({ value: p.code, label: p.name }))]}
          onChange={(catecode) => list.filter({ catecode })}
        />
      </Space>
      <ResourceTable
        rowKey="id"
        query={slots}
        list={list}
        countUnit="个"
        empty="没有找到电子游戏"
        columns={[
          { title: '图片', dataIndex: 'gamepic', width: 80, render: (src: string) => <Image src={src} alt="游戏图片" width={48} height={48} style={{ objectFit: 'cover' }} /> },
          { title: '名称', dataIndex: 'gamename', sortBy: 'name' },
          { title: '厂商', dataIndex: 'catecode', width: 120, sortBy: 'provider', render: (code: string) => platformName.get(code) ?? code },
          { title: '代码', dataIndex: 'gamecode', width: 140 },
          { title: '排序', dataIndex: 'sort', width: 90, sortBy: 'sort' },
          {
            title: '玩家可见',
            width: 110,
            sortBy: 'shown',
            render: (_, slot) => (
              <Switch checked={!slot.hidden} aria-label={`${slot.hidden ? '显示' : '隐藏'}电子游戏 ${slot.gamename}`} loading={toggle.isPending && toggle.variables.id === slot.id} onChange={() => toggle.mutate(slot)} />
            ),
          },
          editColumn<SlotGame>(setEditing, { width: 90 }),
        ]}
      />
      {editing !== null && (
        <SlotGameForm
          slot={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void invalidateGames(queryClient);
          }}
        />
      )}
    </>
  );
}
