import { MSG } from '@casino/contract/messages';
import { useQueryClient } from '@tanstack/react-query';
import { Dialog } from 'antd-mobile';
import { useNavigate } from '../../shared/router';
import { removeMemberQueries } from '../../api/queries/money';
import { PATHS } from '../../shared/paths';
import { session } from '../../shared/session';
import { toast } from '../../shared/toast';
import { PasswordForm } from './password-form';

/**
 * 修改登录密码. The server ends every session on a change (SPEC §4): 密码修改成功！, the session is
 * cleared and the app goes home; the member logs in again with the new password.
 */
export function PasswordDialog({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <Dialog
      visible={visible}
      title="修改登录密码"
      destroyOnClose
      closeOnMaskClick
      onClose={onClose}
      content={
        <PasswordForm
          onCancel={onClose}
          onChanged={() => {
            toast.success(MSG.passwordChanged);
            session.clear();
            removeMemberQueries(queryClient);
            void navigate(PATHS.home, { replace: true });
          }}
        />
      }
    />
  );
}
