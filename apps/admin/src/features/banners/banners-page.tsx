import { MSG } from '@casino/contract/messages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Image, Popconfirm, Space, Switch, Table, Typography } from 'antd';
import { useState } from 'react';
import { adminCall, errorText } from '../../api/call';
import { BANNERS_PER_PAGE, bannersQuery, invalidateBanners } from './api';
import { BannerForm, type Banner } from './banner-form';
import { usePageParam } from '../../shared/use-page-param';

/** An address as a person reads it: /assets/demo/banner/新春.svg rather than its %-escapes. */
function readableAddress(address: string): string {
  try {
    return decodeURI(address);
  } catch {
    return address;
  }
}

/** 横幅管理: the player home's carousel. A change shows on the players' next load of the home. */
export function BannersPage() {
  const [page, setPage] = usePageParam();
  const banners = useQuery(bannersQuery(page));
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [editing, setEditing] = useState<Banner | 'new' | null>(null);
  const changed = () => invalidateBanners(queryClient);

  const toggle = useMutation({
    mutationFn: (banner: Banner) => adminCall('adminSaveBanner', { id: banner.id, src: banner.src, url: banner.url, background: banner.background, sort: banner.sort, hidden: !banner.hidden }),
    onSuccess: () => void message.success(MSG.operationOk),
    onError: (error) => void message.error(errorText(error)),
    onSettled: changed,
  });
  const remove = useMutation({
    mutationFn: (banner: Banner) => adminCall('adminDeleteBanner', { id: banner.id }),
    onSuccess: () => void message.success(MSG.operationOk),
    onError: (error) => void message.error(errorText(error)),
    onSettled: changed,
  });

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
        loading={banners.isPending}
        dataSource={banners.data?.data}
        locale={{ emptyText: banners.isError ? errorText(banners.error) : '暂无横幅' }}
        pagination={{ current: page, pageSize: BANNERS_PER_PAGE, total: banners.data?.total ?? 0, showSizeChanger: false, onChange: setPage }}
        columns={[
          { title: '图片', dataIndex: 'src', render: (src: string) => <Image src={src} alt="横幅" width={200} height={80} style={{ objectFit: 'cover' }} /> },
          { title: '图片地址', dataIndex: 'src', ellipsis: true, render: (src: string) => readableAddress(src) },
          { title: '跳转链接', dataIndex: 'url', ellipsis: true, render: (url: string) => url || '—' },
          { title: '排序', dataIndex: 'sort', width: 80 },
          {
            title: '玩家可见',
            key: 'shown',
            width: 100,
            render: (_, banner) => (
              <Switch checked={!banner.hidden} aria-label={`${banner.hidden ? '显示' : '隐藏'}横幅 ${String(banner.id)}`} loading={toggle.isPending && toggle.variables.id === banner.id} onChange={() => toggle.mutate(banner)} />
            ),
          },
          {
            title: '操作',
            key: 'actions',
            width: 140,
            render: (_, banner) => (
              <Space>
                <Button size="small" onClick={() => setEditing(banner)}>
                  编辑
                </Button>
                <Popconfirm title="删除这个横幅？" onConfirm={() => remove.mutate(banner)}>
                  <Button size="small" danger disabled={remove.isPending}>
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
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
