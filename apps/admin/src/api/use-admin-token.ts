import { useSyncExternalStore } from 'react';
import { adminSession } from './session';

/** The admin token, re-rendering on sign-in and sign-out (this tab's, or a 401 from any call). */
export function useAdminToken(): string | null {
  return useSyncExternalStore(adminSession.subscribe, adminSession.token);
}
