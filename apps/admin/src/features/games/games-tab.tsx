import { GAME_CATEGORIES, type GameCategory } from '@casino/contract/codes';
import { GAME_SORTING } from '@casino/contract/list-sorting';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Image, Select, Space, Switch } from 'antd';
import { useState } from 'react';
import { adminCall } from '../../api/call';
import { ResourceTable } from '../../shared/resource-table';
import { editColumn } from '../../shared/row-actions';
import { useListParams } from '../../shared/use-list-params';
import { useQuickChange } from '../../shared/use-quick-change';
import { GAME_FILTERS, gamesQuery, invalidateGames, platformOptionsQuery, type Game } from './api';
import { GameForm } from './game-form';

const CATEGORY_NAME = new Map<string, string>(GAME_CATEGORIES.map((c) => [c.id, c.name]));
const saveOf = (game: Game, change: Partial<Pick<Game, 'hidden' | 'hot'>>) =>
  adminCall('adminSaveGame', { id: game.id, name: game.name, app_img: game.app_img, sort: game.sort, hidden: game.hidden, hot: game.hot, ...change });

/** 游戏: the games of the players' home, by category and platform, sortable (filters and sort are the URL's); shown, hot, order and image. */
export function GamesTab() {
  const list = useListParams({ sorting: GAME_SORTING, filters: GAME_FILTERS });
  const { category, platform } = list.params;
  const games = useQuery(gamesQuery(list.params));
  const platforms = useQuery(platformOptionsQuery);
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Game | null>(null);
  const toggleShown = useQuickChange((game: Game) => saveOf(game, { hidden: !game.hidden }), invalidateGames);
  const toggleHot = useQuickChange((game: Game) => saveOf(game, { hot: !game.hot }), invalidateGames);
  const platformName = new Map((platforms.data ?? []).map((p) => [p.code, p.name]));

  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select<GameCategory | ''>
          aria-label="分类"
          style={{ width: 140 }}
          value={category}
          options={[{ value: '', label: '全部分类' }, ...GAME_CATEGORIES.map((c) => ({ value: c.id, label: c.name }))]}
          onChange={(next) => list.filter({ category: next })}
        />
        <Select<string>
          aria-label="平台"
          style={{ width: 160 }}
          value={platform}
          options={[{ value: '', label: '全部平台' }, ...(platforms.data ?? []).map((p) => ({ value: p.code, label: p.name }))]}
          onChange={(next) => list.filter({ platform: next })}
        />
      </Space>
      <ResourceTable
        rowKey="id"
        query={games}
        list={list}
        countUnit="个"
        empty="没有找到游戏"
        columns={[
          { title: '图片', dataIndex: 'app_img', width: 80, render: (src: string) => <Image src={src} alt="游戏图片" width={48} height={48} style={{ objectFit: 'cover' }} /> },
          { title: '名称', dataIndex: 'name', sortBy: 'name' },
          { title: '分类', dataIndex: 'category_id', width: 110, render: (id: string) => CATEGORY_NAME.get(id) ?? id },
          { title: '平台', dataIndex: 'platform_name', width: 120, render: (code: string) => platformName.get(code) ?? code },
          { title: '代码', dataIndex: 'game_code', width: 140 },
          { title: '排序', dataIndex: 'sort', width: 90, sortBy: 'sort' },
          {
            title: '热门',
            width: 90,
            sortBy: 'hot',
            render: (_, game) => (
              <Switch checked={game.hot} aria-label={`${game.hot ? '取消热门' : '设为热门'} ${game.name}`} loading={toggleHot.isPending && toggleHot.variables.id === game.id} onChange={() => toggleHot.mutate(game)} />
            ),
          },
          {
            title: '玩家可见',
            width: 110,
            sortBy: 'shown',
            render: (_, game) => (
              <Switch checked={!game.hidden} aria-label={`${game.hidden ? '显示' : '隐藏'}游戏 ${game.name}`} loading={toggleShown.isPending && toggleShown.variables.id === game.id} onChange={() => toggleShown.mutate(game)} />
            ),
          },
          editColumn<Game>(setEditing, { width: 90 }),
        ]}
      />
      {editing !== null && (
        <GameForm
          game={editing}
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
