import { BANNER_SORTING } from '@casino/contract/list-sorting';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Image, Switch } from 'antd';
import { useState } from 'react';
import { adminCall } from '../../api/call';
import { bannersQuery, invalidateBanners } from './api';
import { BannerForm, type Banner } from './banner-form';
import { useQuickChange } from '../../shared/use-quick-change';
import { ResourceTable } from '../../shared/resource-table';
import { editDeleteColumn } from '../../shared/row-actions';
import { ScreenHeader } from '../../shared/screen-header';
import { useListParams } from '../../shared/use-list-params';

/** An address as a person reads it: /assets/demo/banner/新春.svg rather than its %-escapes. */
function readableAddress(address: string): string {
  try {
    return decodeURI(address);
  } catch {
    return address;
  }
}

/** 横幅管理: the player home's carousel. A change shows on the players' next load of the home. The page and sort are the URL's. */
export function BannersPage() {
  const list = useListParams({ sorting: BANNER_SORTING });
  const banners = useQuery(bannersQuery(list.params));
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Banner | 'new' | null>(null);
  const changed = () => invalidateBanners(queryClient);

  const toggle = useQuickChange((banner: Banner) => adminCall('adminSaveBanner', { id: banner.id, src: banner.src, url: banner.url, background: banner.background, sort: banner.sort, hidden: !banner.hidden }), invalidateBanners);
  const remove = useQuickChange((banner: Banner) => adminCall('adminDeleteBanner', { id: banner.id }), invalidateBanners);

  return (
    <>
      <ScreenHeader title="横幅管理">
        <Button type="primary" onClick={() => setEditing('new')}>
          新增横幅
        </Button>
      </ScreenHeader>
      <ResourceTable
        rowKey="id"
        query={banners}
        list={list}
        empty="暂无横幅"
        columns={[
          { title: '编号', dataIndex: 'id', width: 80, sortBy: 'id' },
          { title: '图片', dataIndex: 'src', render: (src: string) => <Image src={src} alt="横幅" width={200} height={80} style={{ objectFit: 'cover' }} /> },
          { title: '图片地址', dataIndex: 'src', ellipsis: true, render: (src: string) => readableAddress(src) },
          { title: '跳转链接', dataIndex: 'url', ellipsis: true, render: (url: string) => url || '—' },
          { title: '排序', dataIndex: 'sort', width: 90, sortBy: 'sort' },
          {
            title: '玩家可见',
            width: 110,
            sortBy: 'shown',
            render: (_, banner) => (
              <Switch checked={!banner.hidden} aria-label={`${banner.hidden ? '显示' : '隐藏'}横幅 ${String(banner.id)}`} loading={toggle.isPending && toggle.variables.id === banner.id} onChange={() => toggle.mutate(banner)} />
            ),
          },
          editDeleteColumn(setEditing, remove, '删除这个横幅？'),
        ]}
      />
      {editing !== null && (
        <BannerForm
          banner={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void changed();
          }}
        />
      )}
    </>
  );
}
