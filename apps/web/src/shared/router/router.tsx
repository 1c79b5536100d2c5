import { createContext, useCallback, useContext, useEffect, useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import { createHashHistory, createMemoryHistory, type History, type Location } from './history';

interface RouterState {
  location: Location;
  history: History;
}

const RouterContext = createContext<RouterState | null>(null);

function useRouter(): RouterState {
  const router = useContext(RouterContext);
  if (!router) throw new Error('a router hook is used outside <HashRouter> or <MemoryRouter>');
  return router;
}

function Router({ history, children }: { history: History; children: ReactNode }) {
  const [location, setLocation] = useState(history.location);
  useEffect(() => {
    const update = () => {
      setLocation(history.location());
    };
    update();
    return history.listen(update);
  }, [history]);
  const state = useMemo(() => ({ location, history }), [location, history]);
  return <RouterContext value={state}>{children}</RouterContext>;
}

/** The app's router: `#/path?query` (SPEC §2's hash routes). */
export function HashRouter({ children }: { children: ReactNode }) {
  const [history] = useState(createHashHistory);
  return <Router history={history}>{children}</Router>;
}

/** A router over a list in memory, for component tests. */
export function MemoryRouter({ initialEntries, children }: { initialEntries?: readonly string[]; children: ReactNode }) {
  const [history] = useState(() => createMemoryHistory(initialEntries));
  return <Router history={history}>{children}</Router>;
}

export function useLocation(): Location {
  return useRouter().location;
}

export interface NavigateOptions {
  replace?: boolean;
}

// React Router's type, which may answer a promise: the app's calls are written for either.
export type NavigateFunction = (to: string | number, options?: NavigateOptions) => void | Promise<void>;

/** Goes to an app path (`/wallet?type=0`), or back and forward by a number of entries. */
export function useNavigate(): NavigateFunction {
  const { history } = useRouter();
  return useCallback<NavigateFunction>(
    (to, options = {}) => {
      if (typeof to === 'number') history.go(to);
      else if (options.replace) history.replace(to);
      else history.push(to);
    },
    [history],
  );
}

type SearchInit = URLSearchParams | Record<string, string>;

/** The query of the page shown, and a way to change it (the page stays). */
export function useSearchParams(): [URLSearchParams, (next: SearchInit, options?: NavigateOptions) => void] {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: SearchInit, options?: NavigateOptions) => {
      const query = new URLSearchParams(next).toString();
      void navigate(query === '' ? pathname : `${pathname}?${query}`, options);
    },
    [navigate, pathname],
  );
  return [params, setParams];
}

/** Goes to `to` once rendered. */
export function Navigate({ to, replace = false }: { to: string; replace?: boolean }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace });
  }, [navigate, to, replace]);
  return null;
}

/** A link to an app path: a real href (it opens in a new tab too), followed in the app on a plain click. */
export function Link({ to, replace, children, ...rest }: { to: string; replace?: boolean; children: ReactNode; className?: string; 'aria-label'?: string }) {
  const { history } = useRouter();
  const navigate = useNavigate();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void navigate(to, { replace });
  };
  return (
    <a href={history.createHref(to)} onClick={follow} {...rest}>
      {children}
    </a>
  );
}
