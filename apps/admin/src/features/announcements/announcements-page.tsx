import { ANNOUNCEMENT_SORTING } from '@casino/contract/list-sorting';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Space, Spin, Table, Typography } from 'antd';
import { useState } from 'react';
import { adminCall, errorText } from '../../api/call';
import { AnnouncementForm, type Announcement } from './announcement-form';
import { ANNOUNCEMENTS_PER_PAGE, announcementsQuery, invalidateAnnouncements, popupQuery } from './api';
import { PopupCard } from './popup-card';
import { useQuickChange } from '../../shared/use-quick-change';
import { useSortedList } from '../../shared/use-sorted-list';
import { editDeleteColumn } from '../../shared/row-actions';

/** 公告管理: the home's scrolling notices, and its popup announcement. Players see a change on their next load of the home. The page and sort are the URL's. */
export function AnnouncementsPage() {
  const list = useSortedList(ANNOUNCEMENT_SORTING);
  const announcements = useQuery(announcementsQuery(list));
  const popup = useQuery(popupQuery);
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Announcement | 'new' | null>(null);
  const changed = () => invalidateAnnouncements(queryClient);

  const remove = useQuickChange((announcement: Announcement) => adminCall('adminDeleteAnnouncement', { id: announcement.id }), invalidateAnnouncements);

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
        loading={announcements.isPending || announcements.isPlaceholderData}
        dataSource={announcements.data?.data}
        locale={{ emptyText: announcements.isError ? errorText(announcements.error) : '暂无公告' }}
        pagination={{ current: list.page, pageSize: ANNOUNCEMENTS_PER_PAGE, total: announcements.data?.total ?? 0, showSizeChanger: false }}
        onChange={list.onTableChange}
        columns={[
          { title: '编号', dataIndex: 'id', width: 80, ...list.column('id') },
          { title: '公告内容', dataIndex: 'text' },
          { title: '排序', dataIndex: 'sort', width: 90, ...list.column('sort') },
          editDeleteColumn(setEditing, remove, '删除这条公告？'),
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
