import type { DataOf } from '@casino/contract/call';
import type { adminAnnouncements } from '@casino/contract/calls/admin';
import { MSG } from '@casino/contract/messages';
import { ANNOUNCEMENT_TEXT_MAX, checkAnnouncement } from '@casino/contract/rules/admin-content';
import { useMutation } from '@tanstack/react-query';
import { App, Form, Input, InputNumber, Modal } from 'antd';
import { adminCall, errorText } from '../../api/call';

export type Announcement = DataOf<typeof adminAnnouncements>['data'][number];

interface Fields {
  text: string;
  sort: number | null;
}

const EMPTY: Fields = { text: '', sort: 0 };

/** 新增公告 / 编辑公告: the contract's checkAnnouncement (the server runs it too) before the call. */
export function AnnouncementForm({ announcement, onClose, onSaved }: { announcement: Announcement | 'new'; onClose: () => void; onSaved: () => void }) {
  const [form] = Form.useForm<Fields>();
  const { message } = App.useApp();
  const save = useMutation({
    mutationFn: (fields: Fields) => adminCall('adminSaveAnnouncement', { ...(announcement === 'new' ? {} : { id: announcement.id }), text: fields.text.trim(), sort: fields.sort ?? undefined }),
    onSuccess: () => {
      void message.success(MSG.operationOk);
      onSaved();
    },
    onError: (error) => void message.error(errorText(error)),
  });

  const submit = async () => {
    const fields = await form.validateFields();
    const broken = checkAnnouncement({ ...fields, sort: fields.sort ?? '' });
    if (broken !== undefined) {
      void message.error(broken);
      return;
    }
    save.mutate(fields);
  };

  return (
    <Modal open title={announcement === 'new' ? '新增公告' : '编辑公告'} okText="保存" onOk={() => void submit()} confirmLoading={save.isPending} onCancel={onClose} destroyOnHidden>
      <Form<Fields> form={form} layout="vertical" initialValues={announcement === 'new' ? EMPTY : { ...announcement }} requiredMark={false}>
        <Form.Item label="公告内容" name="text" extra="纯文本，在玩家首页滚动显示">
          <Input.TextArea rows={3} maxLength={ANNOUNCEMENT_TEXT_MAX} showCount />
        </Form.Item>
        <Form.Item label="排序" name="sort" extra="数字小的在前">
          <InputNumber min={0} max={9999} precision={0} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
