import { MSG } from '@casino/contract/messages';
import { useQueryClient } from '@tanstack/react-query';
import { removeMemberQueries } from '../../api/queries/money';
import { PATHS } from '../../shared/paths';
import { useNavigate } from '../../shared/router';
import { session } from '../../shared/session';
import { toast } from '../../shared/toast';

/**
 * After a login-password change (SPEC §4): the server ended every session, so 密码修改成功！, the session
 * is cleared and the app goes home; the member logs in again with the new password.
 */
export function usePasswordChanged(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return () => {
    toast.success(MSG.passwordChanged);
    session.clear();
    removeMemberQueries(queryClient);
    void navigate(PATHS.home, { replace: true });
  };
}
