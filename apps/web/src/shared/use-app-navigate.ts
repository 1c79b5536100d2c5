import { MSG } from '@casino/contract/messages';
import { useCallback } from 'react';
import { useLocation, useNavigate } from './router';
import { href, LOGIN_LINK_PATHS, PATHS } from './paths';
import { session } from './session';
import { toast } from './toast';

/**
 * Navigation as SPEC §2 wants it: 已在当前页面！ for the page already shown, and login-only links
 * sending a visitor to /login.
 */
export function useAppNavigate() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (to: string, options: { replace?: boolean } = {}) => {
      const [pathname = '/'] = to.split('?');
      if (LOGIN_LINK_PATHS.includes(pathname) && !session.token()) {
        void navigate(href(PATHS.login, { type: 0 }));
        return;
      }
      if (to === `${location.pathname}${location.search}` || (to === location.pathname && location.search === '')) {
        toast.info(MSG.samePage);
        return;
      }
      void navigate(to, options);
    },
    [navigate, location.pathname, location.search],
  );
}
