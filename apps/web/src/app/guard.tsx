import type { ReactNode } from 'react';
import { Navigate, useLocation } from '../shared/router';
import { href, PATHS } from '../shared/paths';
import { useSession } from '../shared/session';

/** A guarded route proceeds only with a session; a visitor goes to / with the wanted path (SPEC §2). */
export function Guard({ children }: { children: ReactNode }) {
  const { token } = useSession();
  const location = useLocation();
  if (token) return children;
  return <Navigate to={href(PATHS.home, { redirect: `${location.pathname}${location.search}` })} replace />;
}
