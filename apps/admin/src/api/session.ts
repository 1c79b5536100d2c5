/** The operator's admin token, kept in this browser until sign-out or the server refuses it (401). */
const KEY = 'casino_admin_token';

type Listener = () => void;
const listeners = new Set<Listener>();

export const adminSession = {
  token: (): string | null => localStorage.getItem(KEY),
  start: (token: string): void => {
    localStorage.setItem(KEY, token);
    for (const listener of listeners) listener();
  },
  end: (): void => {
    localStorage.removeItem(KEY);
    for (const listener of listeners) listener();
  },
  /** Hears sign-in and sign-out; answers the function that stops hearing. */
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
