import type { User } from '@casino/contract/entities/account';
import { useSyncExternalStore } from 'react';

/** The session of SPEC §4: token and user in browser storage (keys of the existing front end). */
const TOKEN_KEY = 'token';
const USER_KEY = 'userInfo';

export interface Session {
  token: string | null;
  user: User | null;
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
  return { token, user };
}

let current = read();

function publish(): void {
  current = read();
  for (const listener of listeners) listener();
}

export const session = {
  get: (): Session => current,
  token: (): string | null => current.token,
  signIn(token: string): void {
    localStorage.setItem(TOKEN_KEY, token);
    publish();
  },
  setUser(user: User): void {
    localStorage.setItem(USER_KEY, JSON.stringify(user));
    publish();
  },
  clear(): void {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_KEY);
    publish();
  },
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

// Another tab logging in or out.
window.addEventListener('storage', (event) => {
  if (event.key === TOKEN_KEY || event.key === USER_KEY) publish();
});

export function useSession(): Session {
  return useSyncExternalStore(session.subscribe, session.get);
}
