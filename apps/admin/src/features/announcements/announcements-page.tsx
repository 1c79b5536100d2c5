import { MSG } from '@casino/contract/messages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Popconfirm, Space, Spin, Table, Typography } from 'antd';
import { useState } from 'react';
import { adminCall, errorText } from '../../api/call';
import { AnnouncementForm, type Announcement } from './announcement-form';
import { ANNOUNCEMENTS_PER_PAGE, announcementsQuery, invalidateAnnouncements, popupQuery } from './api';
import { PopupCard } from './popup-card';
import { usePageParam } from '../../shared/use-page-param';

/** 公告管理: the home's scrolling notices, and its popup announcement. Players see a change on their next load of the home. */
export function AnnouncementsPage() {
  const [page, setPage] = usePageParam();
  const announcements = useQuery(announcementsQuery(page));
  const popup = useQuery(popupQuery);
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [editing, setEditing] = useState<Announcement | 'new' | null>(null);
  const changed = () => invalidateAnnouncements(queryClient);

  const remove = useMutation({
    mutationFn: (announcement: Announcement) => adminCall('adminDeleteAnnouncement', { id: announcement.id }),
    onSuccess: () => void message.success(MSG.operationOk),
    onError: (error) => void message.error(errorText(error)),
    onSettled: changed,
  });

  return (
    <Space vertical size="large" style={{ width: '100%' }}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          公告管理
        </Typography.Title>
        <Button type="primary" onClick={() => setEditing('new')}>
          新增公告
        </Button>
      </Space>
      <Table<Announcement>
        rowKey="id"
        loading={announcements.isPending}
        dataSource={announcements.data?.data}
        locale={{ emptyText: announcements.isError ? errorText(announcements.error) : '暂无公告' }}
        pagination={{ current: page, pageSize: ANNOUNCEMENTS_PER_PAGE, total: announcements.data?.total ?? 0, showSizeChanger: false, onChange: setPage }}
        columns={[
          { title: '公告内容', dataIndex: 'text' },
          { title: '排序', dataIndex: 'sort', width: 80 },
          {
            title: '操作',
            key: 'actions',
            width: 140,
            render: (_, announcement) => (
              <Space>
                <Button size="small" onClick={() => setEditing(announcement)}>
                  编辑
                </Button>
                <Popconfirm title="删除这条公告？" onConfirm={() => remove.mutate(announcement)}>
                  <Button size="small" danger disabled={remove.isPending}>
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      {popup.isPending && <Spin />}
      {popup.isError && <Typography.Text type="danger">{errorText(popup.error)}</Typography.Text>}
      {/* Keyed by what was read, so the form shows the stored (sanitized) content after each save. */}
      {popup.data && <PopupCard key={`${String(popup.data.index_modal)}:${popup.data.webcontent}`} popup={popup.data} />}
      {editing !== null && (
        <AnnouncementForm
          announcement={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void changed();
          }}
        />
      )}
    </Space>
  );
}
