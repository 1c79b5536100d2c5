import { MSG } from '@casino/contract/messages';
import { AppHeader } from '../../shared/app-header';
import { PasswordForm } from './password-form';
import { usePasswordChanged } from './use-password-changed';
import { useLogout } from './use-logout';
import './forced-password-page.css';

/**
 * Shown instead of the app while the login password is a one-time password an operator set: the member
 * changes it (then logs in again with the new one, SPEC §4) or logs out.
 */
export default function ForcedPasswordPage() {
  const onChanged = usePasswordChanged();
  const logout = useLogout();
  return (
    <div className="forced-password-page">
      <AppHeader title="修改登录密码" />
      <main className="forced-password-body">
        <p className="forced-password-notice" role="note">
          {MSG.passwordResetByService}
        </p>
        <PasswordForm onChanged={onChanged} />
        <button type="button" className="forced-password-logout" onClick={() => void logout()}>
          退出登录
        </button>
      </main>
    </div>
  );
}
