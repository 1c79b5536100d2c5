import { PLATFORM_SORTING } from '@casino/contract/list-sorting';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Popconfirm, Switch } from 'antd';
import { useState } from 'react';
import { adminCall } from '../../api/call';
import { ResourceTable } from '../../shared/resource-table';
import { editColumn } from '../../shared/row-actions';
import { useListParams } from '../../shared/use-list-params';
import { useQuickChange } from '../../shared/use-quick-change';
import { invalidateGames, platformsQuery, type Platform } from './api';
import { PlatformForm } from './platform-form';

/** What hiding a platform does, said before it is done: nothing of a member's game or money is cut off. */
function hideWarning(platform: Platform): string {
  const playing = platform.open_sessions > 0 ? `${String(platform.open_sessions)} 个会员游戏会话未结束，可继续玩到会话结束。` : '当前没有进行中的游戏会话。';
  return `${playing}隐藏后玩家的游戏列表、电子游戏和转账页不再显示该平台，不能再进入其游戏或转入；会员在该平台的余额仍可一键领取或转出。`;
}

/** 平台: every game platform, its name, order and whether players see it, sortable (the sort is the URL's). */
export function PlatformsTab() {
  const list = useListParams({ sorting: PLATFORM_SORTING });
  const platforms = useQuery(platformsQuery(list.params));
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Platform | null>(null);
  const toggle = useQuickChange((p: Platform) => adminCall('adminSavePlatform', { code: p.code, name: p.name, sort: p.sort, hidden: !p.hidden }), invalidateGames);

  return (
    <>
      <ResourceTable
        rowKey="code"
        query={platforms}
        list={list}
        empty="暂无平台"
        columns={[
          { title: '排序', dataIndex: 'sort', width: 90, sortBy: 'sort' },
          { title: '代码', dataIndex: 'code', width: 120, sortBy: 'code' },
          { title: '名称', dataIndex: 'name', sortBy: 'name' },
          {
            title: 'Logo',
            width: 130,
            render: (_, p) => (p.logo === '' ? '—' : <img src={p.logo} alt={`${p.name} Logo`} width={100} height={40} style={{ objectFit: 'cover', borderRadius: 4 }} />),
          },
          { title: '游戏数', dataIndex: 'games', width: 100 },
          { title: '进行中的游戏会话', dataIndex: 'open_sessions', width: 160 },
          {
            title: '玩家可见',
            width: 110,
            sortBy: 'shown',
            render: (_, p) => (
              <Popconfirm title={`隐藏 ${p.name}？`} description={<div style={{ maxWidth: 320 }}>{hideWarning(p)}</div>} disabled={p.hidden} onConfirm={() => toggle.mutate(p)}>
                <Switch
                  checked={!p.hidden}
                  aria-label={`${p.hidden ? '显示' : '隐藏'}平台 ${p.name}`}
                  loading={toggle.isPending && toggle.variables.code === p.code}
                  onChange={(checked) => {
                    // Hiding goes through the confirmation above; showing needs none.
                    if (checked) toggle.mutate(p);
                  }}
                />
              </Popconfirm>
            ),
          },
          editColumn<Platform>(setEditing, { width: 90 }),
        ]}
      />
      {editing !== null && (
        <PlatformForm
          platform={editing}
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
