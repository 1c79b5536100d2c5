import type { AdminRole } from '@casino/contract/admin-roles';
import { MSG } from '@casino/contract/messages';
import { checkAdminName } from '@casino/contract/rules/admin-name';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Form, Input, Select } from 'antd';
import { adminCall, errorText } from '../../api/call';
import { FormModal } from '../../shared/form-modal';
import { allOperatorsQuery } from './api';
import type { IssuedCredentials } from './issued-credentials-modal';
import { ROLE_OPTIONS } from './role-options';

interface NewOperator {
  name: string;
  role: AdminRole;
}

/** 新建管理员: name and role; the server answers the password and authenticator secret, handed to `onCreated` to show once. */
export function CreateOperatorModal({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (issued: IssuedCredentials) => void }) {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const create = useMutation({
    mutationFn: (operator: NewOperator) => adminCall('adminCreateOperator', { name: operator.name.trim(), role: operator.role }),
    onSuccess: ({ data }) => {
      void message.success(MSG.operationOk);
      onClose();
      onCreated({ title: '管理员已创建', name: data.name, password: data.password, secret: data.secret, otpauthUri: data.otpauth_uri, recoveryCodes: data.recovery_codes });
    },
    onError: (error) => void message.error(errorText(error)),
    onSettled: () => queryClient.invalidateQueries(allOperatorsQuery),
  });

  return (
    <FormModal<NewOperator>
      open={open}
      title="新建管理员"
      okText="创建"
      initialValues={{ role: 'support' }}
      onFinish={(operator) => create.mutate(operator)}
      saving={create.isPending}
      onClose={onClose}
      cancelDisabledWhileSaving
      requiredMark
    >
      <Form.Item
        name="name"
        label="账号"
        rules={[
          {
            validator: (_, name: unknown) => {
              const broken = checkAdminName(name);
              return broken === undefined ? Promise.resolve() : Promise.reject(new Error(broken));
            },
          },
        ]}
      >
        <Input autoComplete="off" maxLength={32} />
      </Form.Item>
      <Form.Item name="role" label="角色" rules={[{ required: true }]}>
        <Select options={ROLE_OPTIONS} />
      </Form.Item>
    </FormModal>
  );
}
