import { adminSession } from './session';

/**
 * A session the server ended (30 minutes idle, 12 hours, signed out elsewhere) while the operator was working:
 * rather than leaving the screen and its open form for /login, the console asks them to sign in again over it
 * (ReSignInModal, mounted once) and the refused call is made again with the new session, so what they were saving
 * is saved. Every call refused meanwhile waits on the same question. Giving up ends the session (back to /login).
 */
type Asker = () => void;

let asking: Promise<boolean> | null = null;
let settle: ((signedIn: boolean) => void) | null = null;
const askers = new Set<Asker>();

export const reSignIn = {
  /** The modal is there to ask (while mounted); without it a refused session ends as before. */
  mount(onAsk: Asker): () => void {
    askers.add(onAsk);
    if (asking !== null) onAsk();
    return () => {
      askers.delete(onAsk);
    };
  },
  /** Whether the operator is being asked now. */
  isAsking: (): boolean => asking !== null,
  /** The operator signed in again as themselves (true; the session is already started) or gave up (false). */
  settle(signedIn: boolean): void {
    const done = settle;
    asking = null;
    settle = null;
    if (!signedIn) adminSession.end();
    done?.(signedIn);
  },
};

/**
 * A call made with `tokenUsed` was refused 401: answers true when there is a live session to make it again with
 * (another call's sign-in again already replaced the token, or the operator signed in again now), false when the
 * session has ended and the call's refusal stands.
 */
export async function sessionRefused(tokenUsed: string | null): Promise<boolean> {
  const current = adminSession.token();
  if (current === null || tokenUsed === null) return false;
  if (current !== tokenUsed) return true;
  // A console opened on a token that had already ended has nothing on screen to keep: straight to sign-in.
  if (askers.size === 0 || !adminSession.workingHere()) {
    adminSession.end();
    return false;
  }
  if (asking === null) {
    asking = new Promise<boolean>((resolve) => {
      settle = resolve;
    });
    for (const ask of askers) ask();
  }
  return asking;
}
