import { useCallback } from 'react';
import { useLocation, useNavigate, type NavigateFunction } from './router';
import { href, PATHS } from './paths';

/** Where the guard dialog's buttons go: login or register, coming back to `redirect` after. */
export interface GuardExits {
  login: () => void;
  register: () => void;
}

function exitsTo(navigate: NavigateFunction, redirect: string): GuardExits {
  return {
    login: () => void navigate(href(PATHS.login, { type: 0, redirect })),
    register: () => void navigate(href(PATHS.login, { type: 1, redirect })),
  };
}

// The dialog brings antd-mobile's Dialog: fetched when a visitor first meets it, not with the home route.
const loadDialog = () => import('./login-guard-dialog');

/**
 * A visitor's guarded action (取款, a game, 立即申请): the one dialog with 请登录！, 去登录 and 去注册. The player
 * comes back after logging in to `redirect`, by default the page they are on.
 */
export function useLoginGuard(): (redirect?: string) => void {
  const navigate = useNavigate();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  return useCallback(
    (redirect?: string) => {
      const exits = exitsTo(navigate, redirect ?? here);
      void loadDialog().then(({ showLoginGuard }) => {
        showLoginGuard(exits);
      }, exits.login);
    },
    [navigate, here],
  );
}
