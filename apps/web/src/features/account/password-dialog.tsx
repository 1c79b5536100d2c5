import { Dialog } from '../../shared/back-closes/overlays';
import { PasswordForm } from './password-form';
import { usePasswordChanged } from './use-password-changed';

/**
 * 修改登录密码. The server ends every session on a change (SPEC §4): 密码修改成功！, the session is
 * cleared and the app goes home; the member logs in again with the new password.
 */
export function PasswordDialog({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const onChanged = usePasswordChanged();
  return <Dialog visible={visible} title="修改登录密码" destroyOnClose closeOnMaskClick onClose={onClose} content={<PasswordForm onCancel={onClose} onChanged={onChanged} />} />;
}
