import { MSG } from '@casino/contract/messages';
import { useMutation } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, Radio, Typography } from 'antd';
import { adminCall, errorText } from '../../api/call';

/** adminMessage's recipient for every member. */
const EVERY_MEMBER = 'all';

interface Fields {
  audience: 'one' | 'all';
  username: string;
  title: string;
  content: string;
}

/** 站内信: an inbox message to one member, or (confirmed) to every member; the form clears once it is sent. */
export function MessagesPage() {
  const [form] = Form.useForm<Fields>();
  const audience = Form.useWatch('audience', form);
  const { message, modal } = App.useApp();
  const send = useMutation({
    mutationFn: (input: { to: string; title: string; content: string }) => adminCall('adminMessage', input),
    onSuccess: () => {
      void message.success(MSG.operationOk);
      form.resetFields();
    },
    onError: (error) => void message.error(errorText(error)),
  });

  const submit = (fields: Fields) => {
    const input = { to: fields.audience === 'all' ? EVERY_MEMBER : fields.username.trim(), title: fields.title.trim(), content: fields.content.trim() };
    if (fields.audience === 'one') {
      send.mutate(input);
      return;
    }
    modal.confirm({
      title: `向全部会员发送「${input.title}」？`,
      content: '每位会员的站内信中都会收到这条消息。',
      onOk: () => send.mutateAsync(input).catch(() => undefined),
    });
  };

  return (
    <>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        站内信
      </Typography.Title>
      <Card>
        <Form<Fields> form={form} name="message" layout="vertical" style={{ maxWidth: 560 }} requiredMark={false} initialValues={{ audience: 'one', username: '', title: '', content: '' }} onFinish={submit}>
          <Form.Item label="收件人" name="audience">
            <Radio.Group
              options={[
                { value: 'one', label: '指定会员' },
                { value: 'all', label: '全部会员' },
              ]}
            />
          </Form.Item>
          {audience !== 'all' && (
            <Form.Item label="会员账号" name="username" rules={[{ required: true, whitespace: true, message: MSG.adminMemberRequired }]}>
              <Input maxLength={64} autoComplete="off" />
            </Form.Item>
          )}
          <Form.Item label="标题" name="title" rules={[{ required: true, whitespace: true, message: MSG.adminMessageTitleRequired }]}>
            <Input maxLength={100} showCount />
          </Form.Item>
          <Form.Item label="内容" name="content" rules={[{ required: true, whitespace: true, message: MSG.adminMessageContentRequired }]}>
            <Input.TextArea maxLength={5000} showCount autoSize={{ minRows: 4, maxRows: 12 }} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={send.isPending}>
            发送
          </Button>
        </Form>
      </Card>
    </>
  );
}
