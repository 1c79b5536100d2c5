import { onlineManager } from '@tanstack/react-query';
import { vi } from 'vitest';

/**
 * The phone loses its network: the window hears `offline` (TanStack's onlineManager listens to it) and
 * every fetch fails at once, as Chromium's does offline, without reaching the fake backend.
 */
export function goOffline() {
  const backend = globalThis.fetch;
  const offlineFetch = vi.fn((_url: string) => Promise.reject(new TypeError('Failed to fetch')));
  vi.stubGlobal('fetch', offlineFetch);
  window.dispatchEvent(new Event('offline'));
  return {
    /** How many calls to `path` were tried while offline. */
    tries: (path: string) => offlineFetch.mock.calls.filter(([url]) => new URL(url, 'http://localhost').pathname === path).length,
    /** The backend answers again and the window hears `online`. */
    backOnline: () => {
      vi.stubGlobal('fetch', backend);
      window.dispatchEvent(new Event('online'));
    },
  };
}

/** For afterEach: onlineManager keeps its state across tests, even once no client listens to the window. */
export function resetOnline(): void {
  onlineManager.setOnline(true);
}
