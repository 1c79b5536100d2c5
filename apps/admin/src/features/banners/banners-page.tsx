import { BANNER_SORTING } from '@casino/contract/list-sorting';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Image, Space, Switch, Table, Typography } from 'antd';
import { useState } from 'react';
import { adminCall, errorText } from '../../api/call';
import { BANNERS_PER_PAGE, bannersQuery, invalidateBanners } from './api';
import { BannerForm, type Banner } from './banner-form';
import { useQuickChange } from '../../shared/use-quick-change';
import { useSortedList } from '../../shared/use-sorted-list';
import { editDeleteColumn } from '../../shared/row-actions';

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
  const list = useSortedList(BANNER_SORTING);
  const banners = useQuery(bannersQuery(list));
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Banner | 'new' | null>(null);
  const changed = () => invalidateBanners(queryClient);

  const toggle = useQuickChange((banner: Banner) => adminCall('adminSaveBanner', { id: banner.id, src: banner.src, url: banner.url, background: banner.background, sort: banner.sort, hidden: !banner.hidden }), invalidateBanners);
  const remove = useQuickChange((banner: Banner) => adminCall('adminDeleteBanner', { id: banner.id }), invalidateBanners);

  return (
    <>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          横幅管理
        </Typography.Title>
        <Button type="primary" onClick={() => setEditing('new')}>
          新增横幅
        </Button>
      </Space>
      <Table<Banner>
        rowKey="id"
        loading={banners.isPending || banners.isPlaceholderData}
        dataSource={banners.data?.data}
        locale={{ emptyText: banners.isError ? errorText(banners.error) : '暂无横幅' }}
        pagination={{ current: list.page, pageSize: BANNERS_PER_PAGE, total: banners.data?.total ?? 0, showSizeChanger: false }}
        onChange={list.onTableChange}
        columns={[
          { title: '编号', dataIndex: 'id', width: 80, ...list.column('id') },
          { title: '图片', dataIndex: 'src', render: (src: string) => <Image src={src} alt="横幅" width={200} height={80} style={{ objectFit: 'cover' }} /> },
          { title: '图片地址', dataIndex: 'src', ellipsis: true, render: (src: string) => readableAddress(src) },
          { title: '跳转链接', dataIndex: 'url', ellipsis: true, render: (url: string) => url || '—' },
          { title: '排序', dataIndex: 'sort', width: 90, ...list.column('sort') },
          {
            title: '玩家可见',
            width: 110,
            ...list.column('shown'),
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
