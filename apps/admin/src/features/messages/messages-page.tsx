import { MSG } from '@casino/contract/messages';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, Radio, Select } from 'antd';
import { adminCall, errorText } from '../../api/call';
import { QueryState } from '../../shared/query-state';
import { ScreenHeader } from '../../shared/screen-header';
import { allSentMessagesQuery, messageTiersQuery } from './api';
import { SentMessagesCard } from './sent-messages-card';

/** adminMessage's recipient for every member. */
const EVERY_MEMBER = 'all';

type Audience = 'one' | 'tier' | 'all';

/** The form's values; only the shown recipient field is among them. */
interface Fields {
  audience: Audience;
  username?: string;
  vip?: number | null;
  title: string;
  content: string;
}

interface Message {
  audience: Audience;
  username: string;
  vip: number;
  title: string;
  content: string;
}

/** To one member or all: adminMessage; to a VIP tier: adminMessageTier, one message per member of it now. */
async function sendMessage(message: Message): Promise<void> {
  const { title, content } = message;
  if (message.audience === 'tier') await adminCall('adminMessageTier', { vip: message.vip, title, content });
  else await adminCall('adminMessage', { to: message.audience === 'all' ? EVERY_MEMBER : message.username, title, content });
}

/**
 * 站内信: an inbox message to one member, or (confirmed, with how many it reaches) to a VIP tier's members or
 * to every member; the form clears once it is sent. Below it, what operators sent, with the recipients.
 */
export function MessagesPage() {
  const [form] = Form.useForm<Fields>();
  const audience = Form.useWatch('audience', form);
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const tiers = useQuery({ ...messageTiersQuery, enabled: audience === 'tier' });
  const send = useMutation({
    mutationFn: sendMessage,
    onSuccess: () => {
      void message.success(MSG.operationOk);
      form.resetFields();
    },
    onError: (error) => void message.error(errorText(error)),
    onSettled: () => Promise.all([queryClient.invalidateQueries(messageTiersQuery), queryClient.invalidateQueries(allSentMessagesQuery)]),
  });

  const submit = (fields: Fields) => {
    const input: Message = { audience: fields.audience, username: (fields.username ?? '').trim(), vip: fields.vip ?? 0, title: fields.title.trim(), content: fields.content.trim() };
    if (input.audience === 'one') {
      send.mutate(input);
      return;
    }
    const tier = tiers.data?.find((t) => t.id === input.vip);
    const reach = input.audience === 'all' ? '全部会员' : `${tier?.vipname ?? ''}的${String(tier?.members ?? 0)}位会员`;
    modal.confirm({
      title: `向${reach}发送「${input.title}」？`,
      content: input.audience === 'all' ? '每位会员的站内信中都会收到这条消息。' : '该等级现有的每位会员都会收到这条消息；之后升入该等级的会员不会收到。',
      onOk: () => send.mutateAsync(input).catch(() => undefined),
    });
  };

  return (
    <>
      <ScreenHeader title="站内信" />
      <Card>
        <Form<Fields> form={form} name="message" layout="vertical" style={{ maxWidth: 560 }} requiredMark={false} initialValues={{ audience: 'one', username: '', vip: null, title: '', content: '' }} onFinish={submit}>
          <Form.Item label="收件人" name="audience">
            <Radio.Group
              options={[
                { value: 'one', label: '指定会员' },
                { value: 'tier', label: 'VIP等级' },
                { value: 'all', label: '全部会员' },
              ]}
            />
          </Form.Item>
          {audience !== 'tier' && audience !== 'all' && (
            <Form.Item label="会员账号" name="username" rules={[{ required: true, whitespace: true, message: ADMIN_MSG.adminMemberRequired }]}>
              <Input maxLength={64} autoComplete="off" />
            </Form.Item>
          )}
          {audience === 'tier' && (
            <>
              <QueryState query={tiers} />
              <Form.Item label="VIP等级" name="vip" rules={[{ required: true, message: ADMIN_MSG.adminMessageTierRequired }]}>
                <Select
                  placeholder="请选择"
                  loading={tiers.isPending}
                  options={(tiers.data ?? []).map((tier) => ({ value: tier.id, label: `${tier.vipname}（${String(tier.members)}人）`, disabled: tier.members === 0 }))}
                />
              </Form.Item>
            </>
          )}
          <Form.Item label="标题" name="title" rules={[{ required: true, whitespace: true, message: ADMIN_MSG.adminMessageTitleRequired }]}>
            <Input maxLength={100} showCount />
          </Form.Item>
          <Form.Item label="内容" name="content" rules={[{ required: true, whitespace: true, message: ADMIN_MSG.adminMessageContentRequired }]}>
            <Input.TextArea maxLength={5000} showCount autoSize={{ minRows: 4, maxRows: 12 }} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={send.isPending}>
            发送
          </Button>
        </Form>
      </Card>
      <SentMessagesCard />
    </>
  );
}
