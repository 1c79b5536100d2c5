import type { User } from '@casino/contract/entities/account';
import { useSyncExternalStore } from 'react';

/** The session of SPEC §4: token and user in browser storage (keys of the existing front end). */
const TOKEN_KEY = 'token';
const USER_KEY = 'userInfo';
/** Ours: '1' while the session's login password is a one-time password an operator set (CODES.passwordMustChange). */
const MUST_CHANGE_KEY = 'mustChangePassword';

export interface Session {
  token: string | null;
  user: User | null;
  /** The login password must be changed before anything else: the app shows only the forced password change. */
  mustChangePassword: boolean;
}

const listeners = new Set<() => void>();

function read(): Session {
  const token = localStorage.getItem(TOKEN_KEY);
  let user: User | null;
  try {
    user = JSON.parse(localStorage.getItem(USER_KEY) ?? 'null') as User | null;
  } catch {
    user = null;
  }
  return { token, user, mustChangePassword: token !== null && localStorage.getItem(MUST_CHANGE_KEY) === '1' };
}

let current = read();

function publish(): void {
  current = read();
  for (const listener of listeners) listener();
}

export const session = {
  get: (): Session => current,
  token: (): string | null => current.token,
  /** A new session; `mustChangePassword` when the login answered that the password is one-time. */
  signIn(token: string, mustChangePassword = false): void {
    localStorage.setItem(TOKEN_KEY, token);
    if (mustChangePassword) localStorage.setItem(MUST_CHANGE_KEY, '1');
    else localStorage.removeItem(MUST_CHANGE_KEY);
    publish();
  },
  /** A call made with `token` was refused until the password is changed; an answer to an earlier session is ignored. */
  requirePasswordChange(token: string | null): void {
    if (token === null || token !== current.token || current.mustChangePassword) return;
    localStorage.setItem(MUST_CHANGE_KEY, '1');
    publish();
  },
  setUser(user: User): void {
    localStorage.setItem(USER_KEY, JSON.stringify(user));
    publish();
  },
  clear(): void {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_KEY);
    localStorage.removeItem(MUST_CHANGE_KEY);
    publish();
  },
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

// Another tab logging in or out.
window.addEventListener('storage', (event) => {
  if (event.key === TOKEN_KEY || event.key === USER_KEY || event.key === MUST_CHANGE_KEY) publish();
});

export function useSession(): Session {
  return useSyncExternalStore(session.subscribe, session.get);
}
