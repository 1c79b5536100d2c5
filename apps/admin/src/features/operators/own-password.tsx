import { checkAdminPasswordChange } from '@casino/contract/rules/admin-password';
import { Alert, Form, Input } from 'antd';
import { adminCall } from '../../api/call';
import { FormModal } from '../../shared/form-modal';
import { useCheckedSave } from '../../shared/use-checked-save';

interface PasswordChange {
  password: string;
  new_password: string;
  confirm_password: string;
}

/** 修改密码: the signed-in operator's own password, given the current one (the contract's rules, then the server's check). */
export function OwnPasswordModal({ onClose }: { onClose: () => void }) {
  const { save, saving } = useCheckedSave<PasswordChange>({
    check: checkAdminPasswordChange,
    send: (fields) => adminCall('adminChangeOwnPassword', fields),
    onSaved: onClose,
  });
  return (
    <FormModal<PasswordChange>
      title="修改密码"
      name="own-password"
      okText="确认修改"
      initialValues={{ password: '', new_password: '', confirm_password: '' }}
      onFinish={save}
      saving={saving}
      onClose={onClose}
      cancelDisabledWhileSaving
    >
      <Alert type="info" showIcon title="修改后，您在其他设备上的登录将退出，当前登录保持。" style={{ marginBottom: 16 }} />
      <Form.Item name="password" label="当前密码">
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item name="new_password" label="新密码" extra="10-64位，同时包含字母和数字">
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="confirm_password" label="确认新密码">
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </FormModal>
  );
}
