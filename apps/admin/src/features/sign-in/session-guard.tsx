import { IdleWarning } from './idle-warning';
import { ReSignInModal } from './re-sign-in-modal';

/** Mounted once over every screen: the warning before the session goes idle, and the sign-in again that keeps the screen when it has. */
export function SessionGuard() {
  return (
    <>
      <IdleWarning />
      <ReSignInModal />
    </>
  );
}
