import { ADMIN_ROLE_LABELS, type AdminRole } from '@casino/contract/admin-roles';
import { OPERATOR_SORTING } from '@casino/contract/list-sorting';
import { MSG } from '@casino/contract/messages';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Popconfirm, Result, Space, Tag } from 'antd';
import { useState } from 'react';
import { adminCall, errorText } from '../../api/call';
import { useMayCall } from '../../api/me';
import { allOperatorsQuery, operatorsQuery } from './api';
import { CreateOperatorModal } from './create-operator-modal';
import { IssuedCredentialsModal, type IssuedCredentials } from './issued-credentials-modal';
import { RoleSelect } from './role-select';
import { useQuickChange } from '../../shared/use-quick-change';
import { ResourceTable } from '../../shared/resource-table';
import { ScreenHeader } from '../../shared/screen-header';
import { useListParams } from '../../shared/use-list-params';

/** A change to an operator account that the server answers with nothing but its result. */
type OperatorChange = { name: string } & ({ kind: 'role'; role: AdminRole } | { kind: 'disable' } | { kind: 'enable' });

const ROLE_COLORS: Record<AdminRole, string> = { owner: 'gold', finance: 'green', support: 'blue', content: 'purple' };

function sendChange(change: OperatorChange) {
  if (change.kind === 'role') return adminCall('adminSetOperatorRole', { name: change.name, role: change.role });
  return adminCall(change.kind === 'disable' ? 'adminDisableOperator' : 'adminEnableOperator', { name: change.name });
}

/**
 * 管理员 (the owner's): the operator accounts, a new one with its password and authenticator shown once, a
 * role change, 停用/启用 and a new authenticator secret. The page and sort are the URL's. The server keeps one usable owner and says so.
 */
export function OperatorsPage() {
  const mayManage = useMayCall('adminOperators');
  const list = useListParams({ sorting: OPERATOR_SORTING });
  const operators = useQuery({ ...operatorsQuery(list.params), enabled: mayManage });
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [creating, setCreating] = useState(false);
  const [issued, setIssued] = useState<IssuedCredentials | null>(null);

  const change = useQuickChange(sendChange, (client) => client.invalidateQueries(allOperatorsQuery));
  const resetTotp = useMutation({
    mutationFn: (name: string) => adminCall('adminResetOperatorTotp', { name }),
    onSuccess: ({ data }, name) => {
      void message.success(MSG.operationOk);
      setIssued({ title: '动态验证码已重置', name, secret: data.secret, otpauthUri: data.otpauth_uri, recoveryCodes: data.recovery_codes });
    },
    onError: (error) => void message.error(errorText(error)),
    onSettled: () => queryClient.invalidateQueries(allOperatorsQuery),
  });
  const busy = change.isPending || resetTotp.isPending;

  if (!mayManage) return <Result status="403" title={ADMIN_MSG.adminForbidden} />;
  return (
    <>
      <ScreenHeader title="管理员">
        <Button type="primary" onClick={() => setCreating(true)}>
          新建管理员
        </Button>
      </ScreenHeader>
      <ResourceTable
        rowKey="name"
        query={operators}
        list={list}
        empty="暂无管理员"
        columns={[
          { title: '账号', dataIndex: 'name', sortBy: 'name' },
          { title: '角色', dataIndex: 'role', sortBy: 'role', render: (role: AdminRole) => <Tag color={ROLE_COLORS[role]}>{ADMIN_ROLE_LABELS[role]}</Tag> },
          { title: '两步验证', dataIndex: 'totp', render: (bound: boolean) => (bound ? <Tag color="success">已绑定</Tag> : <Tag>未绑定</Tag>) },
          {
            title: '恢复码',
            dataIndex: 'recovery_codes',
            render: (left: number, operator) => (operator.totp ? <Tag color={left <= 3 ? 'warning' : 'default'}>{`剩余 ${String(left)} 个`}</Tag> : '—'),
          },
          { title: '状态', dataIndex: 'disabled', render: (disabled: boolean) => (disabled ? <Tag color="error">已停用</Tag> : <Tag color="processing">正常</Tag>) },
          { title: '创建时间', dataIndex: 'created_at', sortBy: 'created' },
          { title: '最近登录地址', dataIndex: 'last_login_ip', render: (ip: string | null) => ip ?? '—' },
          {
            title: '操作',
            key: 'actions',
            render: (_, operator) => (
              <Space>
                <RoleSelect name={operator.name} role={operator.role} disabled={busy} onConfirm={(role) => change.mutateAsync({ kind: 'role', name: operator.name, role }).catch(() => undefined)} />
                {operator.disabled ? (
                  <Popconfirm title={`启用 ${operator.name}？`} onConfirm={() => change.mutate({ kind: 'enable', name: operator.name })}>
                    <Button size="small" disabled={busy}>
                      启用
                    </Button>
                  </Popconfirm>
                ) : (
                  <Popconfirm title={`停用 ${operator.name}？`} description="其所有登录会话将立即结束。" onConfirm={() => change.mutate({ kind: 'disable', name: operator.name })}>
                    <Button size="small" danger disabled={busy}>
                      停用
                    </Button>
                  </Popconfirm>
                )}
                <Popconfirm title={`重置 ${operator.name} 的动态验证码？`} description="旧验证码和恢复码立即失效，其所有登录会话将结束。" onConfirm={() => resetTotp.mutate(operator.name)}>
                  <Button size="small" disabled={busy}>
                    重置动态验证码
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <CreateOperatorModal open={creating} onClose={() => setCreating(false)} onCreated={setIssued} />
      <IssuedCredentialsModal issued={issued} onClose={() => setIssued(null)} />
    </>
  );
}
