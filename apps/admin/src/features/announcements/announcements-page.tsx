import { ANNOUNCEMENT_SORTING } from '@casino/contract/list-sorting';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { adminCall, errorText } from '../../api/call';
import { AnnouncementForm, type Announcement } from './announcement-form';
import { announcementsQuery, invalidateAnnouncements, popupQuery } from './api';
import { PopupCard } from './popup-card';
import { useQuickChange } from '../../shared/use-quick-change';
import { ResourceTable } from '../../shared/resource-table';
import { editDeleteColumn } from '../../shared/row-actions';
import { ScreenHeader } from '../../shared/screen-header';
import { useListParams } from '../../shared/use-list-params';

/** 公告管理: the home's scrolling notices, and its popup announcement. Players see a change on their next load of the home. The page and sort are the URL's. */
export function AnnouncementsPage() {
  const list = useListParams({ sorting: ANNOUNCEMENT_SORTING });
  const announcements = useQuery(announcementsQuery(list.params));
  const popup = useQuery(popupQuery);
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Announcement | 'new' | null>(null);
  const changed = () => invalidateAnnouncements(queryClient);

  const remove = useQuickChange((announcement: Announcement) => adminCall('adminDeleteAnnouncement', { id: announcement.id }), invalidateAnnouncements);

  return (
    <Space vertical size="large" style={{ width: '100%' }}>
      <div>
        <ScreenHeader title="公告管理">
          <Button type="primary" onClick={() => setEditing('new')}>
            新增公告
          </Button>
        </ScreenHeader>
        <ResourceTable
          rowKey="id"
          query={announcements}
          list={list}
          empty="暂无公告"
          columns={[
            { title: '编号', dataIndex: 'id', width: 80, sortBy: 'id' },
            { title: '公告内容', dataIndex: 'text' },
            { title: '排序', dataIndex: 'sort', width: 90, sortBy: 'sort' },
            editDeleteColumn(setEditing, remove, '删除这条公告？'),
          ]}
        />
      </div>
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
