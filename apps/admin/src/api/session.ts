/** The operator's admin token, kept in this browser until sign-out or the server refuses it (401). */
const KEY = 'casino_admin_token';
/** Whose token it is: a sign-in again after the session went idle must be the same operator's. */
const NAME_KEY = 'casino_admin_name';
/** When the server last answered a call of this session, in any tab: the idle warning counts from it. */
const LAST_CALL_KEY = 'casino_admin_last_call';

type Listener = () => void;
const listeners = new Set<Listener>();
/** Whether this page has signed in or had a call answered: only then is there work on screen worth keeping. */
let workingHere = false;

export const adminSession = {
  token: (): string | null => localStorage.getItem(KEY),
  /** The signed-in operator's name, as the sign-in answered it. */
  name: (): string | null => localStorage.getItem(NAME_KEY),
  start: (token: string, name?: string): void => {
    localStorage.setItem(KEY, token);
    if (name === undefined) localStorage.removeItem(NAME_KEY);
    else localStorage.setItem(NAME_KEY, name);
    localStorage.setItem(LAST_CALL_KEY, String(Date.now()));
    workingHere = true;
    for (const listener of listeners) listener();
  },
  end: (): void => {
    localStorage.removeItem(KEY);
    localStorage.removeItem(NAME_KEY);
    localStorage.removeItem(LAST_CALL_KEY);
    for (const listener of listeners) listener();
  },
  /** A call of the session was answered: the server counts it as activity. */
  answered: (): void => {
    localStorage.setItem(LAST_CALL_KEY, String(Date.now()));
    workingHere = true;
  },
  /** Whether this page has been working with the session (a console opened on a stale token has not). */
  workingHere: (): boolean => workingHere,
  /** When the server last answered a call of the session (its sign-in at first), or null when signed out. */
  lastCallAt: (): number | null => {
    const stored = Number(localStorage.getItem(LAST_CALL_KEY));
    return Number.isFinite(stored) && stored > 0 ? stored : null;
  },
  /** Hears sign-in and sign-out; answers the function that stops hearing. */
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
