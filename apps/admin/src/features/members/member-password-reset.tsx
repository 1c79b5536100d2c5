import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { PASSWORD_RESETS } from '@casino/contract/admin-permissions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Modal, Popconfirm, Space, Typography } from 'antd';
import { useState } from 'react';
import { adminCall, errorText } from '../../api/call';
import { meQuery } from '../../api/me';
import { refreshMember } from './api';

type Kind = 'login' | 'pay';

const KINDS = {
  login: { label: '登录密码', confirm: '会员将被退出登录；新密码为一次性密码，会员下次登录后须先修改。' },
  pay: { label: '支付密码', confirm: '会员的旧支付密码立即失效。' },
} as const;

/** 重置密码: a new random password, shown once in a modal for the operator to tell the member; only the kinds the role may reset. */
export function MemberPasswordReset({ username }: { username: string }) {
  const { data: me } = useQuery(meQuery);
  const { message } = App.useApp();
  const client = useQueryClient();
  const [shown, setShown] = useState<{ kind: Kind; password: string }>();
  const reset = useMutation({
    mutationFn: (kind: Kind) => adminCall('adminResetMemberPassword', { username, kind }),
    onSuccess: (answer, kind) => {
      setShown({ kind, password: answer.data.password });
      refreshMember(client, username);
    },
    onError: (error) => void message.error(errorText(error)),
  });
  return (
    <Space>
      {(Object.keys(KINDS) as Kind[])
        .filter((kind) => me !== undefined && PASSWORD_RESETS[kind].includes(me.role))
        .map((kind) => (
        <Popconfirm key={kind} title={`重置会员 ${username} 的${KINDS[kind].label}？`} description={KINDS[kind].confirm} onConfirm={() => reset.mutate(kind)}>
          <Button disabled={reset.isPending} loading={reset.isPending && reset.variables === kind}>
            重置{KINDS[kind].label}
          </Button>
        </Popconfirm>
      ))}
      <Modal open={shown !== undefined} title={`新的${shown ? KINDS[shown.kind].label : ''}`} onCancel={() => setShown(undefined)} footer={null} destroyOnHidden>
        <Typography.Paragraph>{ADMIN_MSG.adminMemberPasswordOnce}</Typography.Paragraph>
        <Typography.Text code copyable strong style={{ fontSize: 20 }} aria-label="新密码">
          {shown?.password}
        </Typography.Text>
        {shown?.kind === 'login' && <Typography.Paragraph style={{ marginTop: 16 }}>{ADMIN_MSG.adminMemberPasswordMustChange}</Typography.Paragraph>}
      </Modal>
    </Space>
  );
}
