import { OVERLAY_MARK, overlayDepthOf } from './overlay-entries';

/** Where the app is: the path and query of the hash route, and a key that is new for every navigation. */
export interface Location {
  pathname: string;
  search: string;
  key: string;
}

/** The navigation history the router follows: the browser's hash, or a list in memory (tests). */
export interface History {
  location: () => Location;
  push: (to: string) => void;
  replace: (to: string) => void;
  go: (delta: number) => void;
  listen: (onChange: () => void) => () => void;
  createHref: (to: string) => string;
}

let keys = 0;
const newKey = () => `${Date.now().toString(36)}${String((keys += 1))}`;

function parse(path: string, key: string): Location {
  const [pathname = '', query = ''] = path.split('?', 2);
  return { pathname: pathname === '' ? '/' : pathname, search: query === '' ? '' : `?${query}`, key };
}

/** `#/path?query` in the address bar; each entry keeps its key in history.state. */
export function createHashHistory(): History {
  const read = (): Location => {
    const state: unknown = window.history.state;
    const key = typeof state === 'object' && state !== null && 'key' in state && typeof state.key === 'string' ? state.key : 'default';
    // As written: the app builds its paths with their parts already encoded (shared/paths.ts href()).
    return parse(window.location.hash.slice(1), key);
  };
  // The address of the home route is `#/`, whichever way it was entered.
  if (window.location.hash === '' || window.location.hash === '#') window.history.replaceState(window.history.state, '', '#/');
  let current = read();
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of listeners) listener();
  };
  // pushState and replaceState fire no event: the router is told here. The entry of an open overlay
  // (overlay-entries.ts) becomes the next page's, so Back from that page comes to this one; a replace on the
  // same page keeps the mark, so the overlay's entry is still its own.
  const write = (to: string, method: 'pushState' | 'replaceState') => {
    const depth = overlayDepthOf(window.history.state);
    if (depth > 0 && (method === 'pushState' || parse(to, '').pathname !== current.pathname)) window.history.replaceState({ key: newKey() }, '', `#${to}`);
    else window.history[method](depth > 0 ? { key: newKey(), [OVERLAY_MARK]: depth } : { key: newKey() }, '', `#${to}`);
    current = read();
    changed();
  };
  return {
    location: () => current,
    push: (to) => {
      write(to, 'pushState');
    },
    replace: (to) => {
      write(to, 'replaceState');
    },
    go: (delta) => {
      window.history.go(delta);
    },
    listen: (onChange) => {
      // Back and forward fire popstate; an address typed or set by a script fires hashchange (and popstate).
      const update = () => {
        const next = read();
        if (next.pathname === current.pathname && next.search === current.search && next.key === current.key) return;
        current = next;
        onChange();
      };
      listeners.add(onChange);
      window.addEventListener('popstate', update);
      window.addEventListener('hashchange', update);
      // The address may have changed between the history's creation and now (the app mounts in a deferred
      // render that yields to the browser, and a hashchange in between would otherwise be lost).
      update();
      return () => {
        listeners.delete(onChange);
        window.removeEventListener('popstate', update);
        window.removeEventListener('hashchange', update);
      };
    },
    createHref: (to) => `#${to}`,
  };
}

/** A list of entries in memory, for component tests. */
export function createMemoryHistory(initialEntries: readonly string[] = ['/']): History {
  const entries = initialEntries.map((path) => parse(path, newKey()));
  let index = entries.length - 1;
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of listeners) listener();
  };
  return {
    location: () => entries[index] ?? parse('/', 'default'),
    push: (to) => {
      entries.splice(index + 1, entries.length, parse(to, newKey()));
      index += 1;
      changed();
    },
    replace: (to) => {
      entries[index] = parse(to, newKey());
      changed();
    },
    go: (delta) => {
      index = Math.min(Math.max(index + delta, 0), entries.length - 1);
      changed();
    },
    listen: (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    createHref: (to) => to,
  };
}
