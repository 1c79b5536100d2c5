/**
 * An operator session's life, shared by the server (which ends it) and the console (which warns before it ends
 * and asks for a sign-in again rather than losing an open form).
 */
/** A session ends 12 hours after sign-in, however busy. */
export const ADMIN_SESSION_TTL_MS = 12 * 60 * 60_000;
/** A session ends after 30 minutes without a call. */
export const ADMIN_IDLE_MS = 30 * 60_000;
/** The server writes a session's last call at most this often, so it may count idleness from up to this much earlier. */
export const ADMIN_LAST_SEEN_EVERY_MS = 60_000;
/** The console warns this long before the session goes idle. */
export const ADMIN_IDLE_WARNING_MS = 2 * 60_000;

/**
 * When the server may end a session for idleness, counted from the console's last answered call: as early as
 * ADMIN_IDLE_MS after the last call the server wrote down, which may be up to a minute before the last call.
 */
export function adminIdleDeadline(lastCallAt: number): number {
  return lastCallAt + ADMIN_IDLE_MS - ADMIN_LAST_SEEN_EVERY_MS;
}
