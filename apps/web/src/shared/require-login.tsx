import type { ReactNode } from 'react';
import { Navigate, useLocation } from './router';
import { href, PATHS } from './paths';
import { useSession } from './session';

/** A member's screen: a visitor goes to /login, and back here after logging in (SPEC §2: wallet links need login). */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { token } = useSession();
  const location = useLocation();
  if (token) return children;
  return <Navigate to={href(PATHS.login, { type: 0, redirect: `${location.pathname}${location.search}` })} replace />;
}
