import type { CallRequest } from '@casino/contract/http-call';
import { MSG } from '@casino/contract/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { REVIEW_REASON_MAX } from '@casino/contract/rules/admin-queue';
import { App, Button, Card, Input, Space, Typography } from 'antd';
import { adminCall, errorText } from '../../api/call';
import { refreshMember } from './api';

type MemberState = CallRequest<'adminMemberState'>['state'];

const ACTIONS: readonly { state: MemberState; label: string; confirm: string; danger: boolean }[] = [
  { state: 'block', label: '冻结', confirm: '冻结后该会员立即被登出，且不能登录。', danger: true },
  { state: 'unblock', label: '解冻', confirm: '解冻后该会员可以重新登录。', danger: false },
  { state: 'disable', label: '停用', confirm: '停用后该会员立即被登出，且不能登录。', danger: true },
  { state: 'enable', label: '启用', confirm: '启用后该会员可以重新登录。', danger: false },
];

/** Block, unblock, disable or enable the member, each confirmed, with an optional reason kept in the audit log. */
export function MemberStateCard({ username }: { username: string }) {
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const change = useMutation({
    mutationFn: (input: CallRequest<'adminMemberState'>) => adminCall('adminMemberState', input),
    onSuccess: (_, input) => {
      void message.success(MSG.operationOk);
      refreshMember(client, input.username);
    },
    onError: (error) => void message.error(errorText(error)),
  });

  const act = (action: (typeof ACTIONS)[number]) => {
    // Read when confirmed: the dialog's content is rendered once, so the typed reason is kept here.
    let reason = '';
    modal.confirm({
      title: `${action.label}会员 ${username}？`,
      content: (
        <>
          <Typography.Paragraph>{action.confirm}</Typography.Paragraph>
          <Input aria-label="原因" placeholder="原因（选填，记入操作日志）" maxLength={REVIEW_REASON_MAX} onChange={(event) => (reason = event.target.value)} />
        </>
      ),
      okButtonProps: { danger: action.danger },
      onOk: () => change.mutateAsync({ username, state: action.state, reason }).catch(() => undefined),
    });
  };

  return (
    <Card title="会员状态">
      <Space>
        {ACTIONS.map((action) => (
          <Button key={action.state} danger={action.danger} disabled={change.isPending} loading={change.isPending && change.variables.state === action.state} onClick={() => act(action)}>
            {action.label}
          </Button>
        ))}
      </Space>
    </Card>
  );
}
