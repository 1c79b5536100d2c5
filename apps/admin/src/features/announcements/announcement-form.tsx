import type { DataOf } from '@casino/contract/call';
import type { adminAnnouncements } from '@casino/contract/calls/site';
import { ANNOUNCEMENT_TEXT_MAX, checkAnnouncement } from '@casino/contract/rules/admin-content';
import { Form, Input, InputNumber } from 'antd';
import { adminCall } from '../../api/call';
import { FormModal } from '../../shared/form-modal';
import { useCheckedSave } from '../../shared/use-checked-save';

export type Announcement = DataOf<typeof adminAnnouncements>['data'][number];

interface Fields {
  text: string;
  sort: number | null;
}

const EMPTY: Fields = { text: '', sort: 0 };

/** 新增公告 / 编辑公告: the contract's checkAnnouncement (the server runs it too) before the call. */
export function AnnouncementForm({ announcement, onClose, onSaved }: { announcement: Announcement | 'new'; onClose: () => void; onSaved: () => void }) {
  const { save, saving } = useCheckedSave({
    check: (fields: Fields) => checkAnnouncement({ ...fields, sort: fields.sort ?? '' }),
    send: (fields: Fields) => adminCall('adminSaveAnnouncement', { ...(announcement === 'new' ? {} : { id: announcement.id }), text: fields.text.trim(), sort: fields.sort ?? undefined }),
    onSaved,
  });

  return (
    <FormModal<Fields> title={announcement === 'new' ? '新增公告' : '编辑公告'} initialValues={announcement === 'new' ? EMPTY : { ...announcement }} onFinish={save} saving={saving} onClose={onClose}>
      <Form.Item label="公告内容" name="text" extra="纯文本，在玩家首页滚动显示">
        <Input.TextArea rows={3} maxLength={ANNOUNCEMENT_TEXT_MAX} showCount />
      </Form.Item>
      <Form.Item label="排序" name="sort" extra="数字小的在前">
        <InputNumber min={0} max={9999} precision={0} />
      </Form.Item>
    </FormModal>
  );
}
