import { lazy, type ComponentType } from 'react';

/**
 * A lazily loaded page whose chunk is asked for once more when the first load fails (a phone's
 * connection drops for a moment); a second failure reaches the route's error screen.
 */
export function lazyWithRetry<T extends ComponentType>(load: () => Promise<{ default: T }>) {
  return lazy(() => load().catch(load));
}
