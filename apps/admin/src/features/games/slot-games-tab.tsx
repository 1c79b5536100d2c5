import { SLOT_GAME_SORTING } from '@casino/contract/list-sorting';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Image, Select, Space, Switch, Table } from 'antd';
import { useState } from 'react';
import { adminCall, errorText } from '../../api/call';
import { GAMES_PER_PAGE, invalidateGames, platformOptionsQuery, slotGamesQuery, type SlotGame } from './api';
import { tabSort, type GameFilters } from './game-filters';
import { SlotGameForm } from './slot-game-form';
import { sortableColumn, tableChange } from '../../shared/table-sort';
import { useQuickChange } from '../../shared/use-quick-change';

/** 电子游戏: the slot games of each provider (the players' /electronics list), sortable (filter and sort are the URL's); shown, order and image. */
export function SlotGamesTab({ filters, show }: { filters: GameFilters; show: (next: GameFilters) => void }) {
  const sort = tabSort(SLOT_GAME_SORTING, filters);
  const slots = useQuery(slotGamesQuery({ ...filters, ...sort }));
  const column = (name: (typeof SLOT_GAME_SORTING.columns)[number]) => sortableColumn(sort, name, SLOT_GAME_SORTING.fallback);
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
          value={filters.catecode}
          options={[{ value: '', label: '全部厂商' }, ...(platforms.data ?? []).map((p) => ({ value: p.code, label: p.name }))]}
          onChange={(catecode) => show({ ...filters, catecode, page: 1 })}
        />
      </Space>
      <Table<SlotGame>
        rowKey="id"
        loading={slots.isPending || slots.isPlaceholderData}
        dataSource={slots.data?.data}
        locale={{ emptyText: slots.isError ? errorText(slots.error) : '没有找到电子游戏' }}
        pagination={{ current: filters.page, pageSize: GAMES_PER_PAGE, total: slots.data?.total ?? 0, showSizeChanger: false, showTotal: (total) => `共 ${String(total)} 个` }}
        onChange={(...event) => show({ ...filters, ...tableChange(SLOT_GAME_SORTING, ...event) })}
        columns={[
          { title: '图片', dataIndex: 'gamepic', width: 80, render: (src: string) => <Image src={src} alt="游戏图片" width={48} height={48} style={{ objectFit: 'cover' }} /> },
          { title: '名称', dataIndex: 'gamename', ...column('name') },
          { title: '厂商', dataIndex: 'catecode', width: 120, ...column('provider'), render: (code: string) => platformName.get(code) ?? code },
          { title: '代码', dataIndex: 'gamecode', width: 140 },
          { title: '排序', dataIndex: 'sort', width: 90, ...column('sort') },
          {
            title: '玩家可见',
            width: 110,
            ...column('shown'),
            render: (_, slot) => (
              <Switch checked={!slot.hidden} aria-label={`${slot.hidden ? '显示' : '隐藏'}电子游戏 ${slot.gamename}`} loading={toggle.isPending && toggle.variables.id === slot.id} onChange={() => toggle.mutate(slot)} />
            ),
          },
          {
            title: '操作',
            key: 'actions',
            width: 90,
            render: (_, slot) => (
              <Button size="small" onClick={() => setEditing(slot)}>
                编辑
              </Button>
            ),
          },
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
