import { MSG } from '@casino/contract/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Popconfirm, Space, Table } from 'antd';
import { adminCall, errorText } from '../../api/call';
import { useMayCall } from '../../api/me';
import { refreshMember } from './api';

interface Session {
  created_at: string;
  expires_at: string;
}

/** 会话: the member's open sessions, and (owner, support) the end of all of them. */
export function MemberSessionsTab({ username, sessions }: { username: string; sessions: readonly Session[] }) {
  const mayEnd = useMayCall('adminEndMemberSessions');
  const { message } = App.useApp();
  const client = useQueryClient();
  const end = useMutation({
    mutationFn: () => adminCall('adminEndMemberSessions', { username }),
    onSuccess: () => {
      void message.success(MSG.operationOk);
      refreshMember(client, username);
    },
    onError: (error) => void message.error(errorText(error)),
  });
  return (
    <Space vertical style={{ width: '100%' }}>
      {mayEnd && (
        <Popconfirm title={`结束会员 ${username} 的全部会话？`} description="会员的应用将在下次请求时退出登录。" onConfirm={() => end.mutate()}>
          <Button danger disabled={end.isPending} loading={end.isPending}>
            结束全部会话
          </Button>
        </Popconfirm>
      )}
      <Table<Session>
        rowKey={(session) => `${session.created_at}/${session.expires_at}`}
        size="small"
        pagination={false}
        dataSource={[...sessions]}
        locale={{ emptyText: '没有有效会话' }}
        columns={[
          { title: '登录时间', dataIndex: 'created_at' },
          { title: '到期时间', dataIndex: 'expires_at' },
        ]}
      />
    </Space>
  );
}
