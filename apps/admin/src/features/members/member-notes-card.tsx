import type { MemberNote } from '@casino/contract/entities/account';
import { checkMemberNote, MEMBER_NOTE_MAX } from '@casino/contract/rules/admin-member-risk';
import { MSG } from '@casino/contract/messages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, Popconfirm, Table } from 'antd';
import { adminCall, errorText } from '../../api/call';
import { meQuery, useMayCall } from '../../api/me';
import { useCheckedSave } from '../../shared/use-checked-save';
import { refreshMember } from './api';

interface NoteFields {
  content?: string;
}

/**
 * 备注: operators' notes on the member, newest first, with who wrote each and when; a note is added, never edited,
 * and deleted by its author or an owner (the server checks it too).
 */
export function MemberNotesCard({ username, notes }: { username: string; notes: readonly MemberNote[] }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<NoteFields>();
  const client = useQueryClient();
  const me = useQuery(meQuery).data;
  const mayAdd = useMayCall('adminAddMemberNote');
  const mayDelete = (note: MemberNote) => me !== undefined && (me.role === 'owner' || me.name === note.author);
  const { save, saving } = useCheckedSave({
    check: checkMemberNote,
    send: (fields: NoteFields) => adminCall('adminAddMemberNote', { username, content: fields.content ?? '' }),
    onSaved: () => {
      form.resetFields();
      refreshMember(client, username);
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => adminCall('adminDeleteMemberNote', { id }),
    onSuccess: () => {
      void message.success(MSG.operationOk);
      refreshMember(client, username);
    },
    onError: (error) => void message.error(errorText(error)),
  });
  return (
    <Card title="备注" size="small">
      {mayAdd && (
        <Form<NoteFields> form={form} name="member_note" aria-label="添加备注" onFinish={save} style={{ marginBottom: 12 }}>
          <Form.Item name="content" style={{ marginBottom: 8 }}>
            <Input.TextArea aria-label="备注内容" rows={2} showCount maxLength={MEMBER_NOTE_MAX} placeholder="财务和客服可见；添加后不能修改" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={saving}>
            添加备注
          </Button>
        </Form>
      )}
      <Table<MemberNote>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={[...notes]}
        locale={{ emptyText: '暂无备注' }}
        columns={[
          { title: '内容', dataIndex: 'content', render: (content: string) => <span style={{ whiteSpace: 'pre-wrap' }}>{content}</span> },
          { title: '作者', dataIndex: 'author', width: 140 },
          { title: '时间', dataIndex: 'created_at', width: 180 },
          {
            title: '操作',
            key: 'delete',
            width: 80,
            render: (_, note) =>
              mayDelete(note) && (
                <Popconfirm title="删除这条备注？" description="删除记入操作日志" onConfirm={() => remove.mutate(note.id)}>
                  <Button type="link" size="small" danger>
                    删除
                  </Button>
                </Popconfirm>
              ),
          },
        ]}
      />
    </Card>
  );
}
