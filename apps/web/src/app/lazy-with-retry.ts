import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A lazily loaded page that can be asked for ahead of its first render (the first route, at start). */
export type LazyPage<T extends ComponentType = ComponentType> = LazyExoticComponent<T> & { preload: () => Promise<unknown> };

/**
 * A lazily loaded page whose chunk is asked for once more when the first load fails (a phone's
 * connection drops for a moment); a second failure reaches the route's error screen. `preload` starts the
 * same load early; the render then waits for that one instead of starting its own.
 */
export function lazyWithRetry<T extends ComponentType>(load: () => Promise<{ default: T }>): LazyPage<T> {
  let loading: Promise<{ default: T }> | undefined;
  const once = () => {
    loading ??= load().catch(load);
    return loading;
  };
  return Object.assign(lazy(once), { preload: once });
}
