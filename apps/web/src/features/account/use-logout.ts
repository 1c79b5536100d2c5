import { LOGOUT_REDIRECT_MS } from '@casino/contract/constants';
import { MSG } from '@casino/contract/messages';
import { useQueryClient } from '@tanstack/react-query';
import { removeMemberQueries } from '../../api/queries/money';
import { request } from '../../api/request';
import { Dialog } from '../../shared/antd-imperative';
import { PATHS } from '../../shared/paths';
import { useNavigate } from '../../shared/router';
import { session } from '../../shared/session';

/** Logout after its confirm (SPEC §4, §8): cleared and home after 1 s, even if the call fails. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    const confirmed = await Dialog.confirm({ title: MSG.logoutTitle, content: MSG.logoutConfirm });
    if (!confirmed) return;
    await request('logoff', {}, { toastErrors: false }).catch(() => undefined);
    session.clear();
    removeMemberQueries(queryClient);
    window.setTimeout(() => void navigate(PATHS.home, { replace: true }), LOGOUT_REDIRECT_MS);
  };
}
