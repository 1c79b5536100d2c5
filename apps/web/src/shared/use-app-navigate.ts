import { MSG } from '@casino/contract/messages';
import { useCallback } from 'react';
import { useLocation, useNavigate } from './router';
import { useLoginGuard } from './login-guard';
import { LOGIN_LINK_PATHS } from './paths';
import { session } from './session';
import { toast } from './toast';

/**
 * Navigation as SPEC §2 wants it: 已在当前页面！ for the page already shown, and login-only links
 * asking a visitor to log in or register first (the guard dialog), coming back to the link after.
 */
export function useAppNavigate() {
  const navigate = useNavigate();
  const location = useLocation();
  const guard = useLoginGuard();
  return useCallback(
    (to: string, options: { replace?: boolean } = {}) => {
      const [pathname = '/'] = to.split('?');
      if (LOGIN_LINK_PATHS.includes(pathname) && !session.token()) {
        guard(to);
        return;
      }
      if (to === `${location.pathname}${location.search}` || (to === location.pathname && location.search === '')) {
        toast.info(MSG.samePage);
        return;
      }
      void navigate(to, options);
    },
    [navigate, guard, location.pathname, location.search],
  );
}
