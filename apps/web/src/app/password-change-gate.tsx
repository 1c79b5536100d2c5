import { Suspense, useEffect, type ReactNode } from 'react';
import { onPasswordMustChange } from '../api/client';
import { PageLoading } from '../shared/page-loading';
import { session, useSession } from '../shared/session';
import { lazyWithRetry } from './lazy-with-retry';
import { RouteErrorBoundary } from './route-error-boundary';

// Its own chunk: few sessions ever see it.
const ForcedPasswordPage = lazyWithRetry(() => import('../features/account/forced-password-page'));

/**
 * While the session's login password is a one-time password an operator set (the login said so, or any call
 * answered CODES.passwordMustChange), the forced password change is shown instead of the app, as the
 * maintenance screen is (features/site/site-gate.tsx); the app, its balance poll included, is not mounted.
 */
export function PasswordChangeGate({ children }: { children: ReactNode }) {
  const { token, mustChangePassword } = useSession();
  useEffect(() => onPasswordMustChange((refusedToken) => session.requirePasswordChange(refusedToken)), []);
  if (token === null || !mustChangePassword) return children;
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<PageLoading />}>
        <ForcedPasswordPage />
      </Suspense>
    </RouteErrorBoundary>
  );
}
