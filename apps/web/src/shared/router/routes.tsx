import { Children, createContext, isValidElement, useContext, type ReactElement, type ReactNode } from 'react';
import { useLocation } from './router';

interface RouteProps {
  /** An app path (`/wallet`), one ending in `/*` (the rest is the `*` parameter), `*` for any path, or none for a layout. */
  path?: string;
  element?: ReactNode;
  /** A layout route's routes, shown where its element puts an <Outlet />. */
  children?: ReactNode;
}

/** Declares a route inside <Routes>, which renders it. */
export function Route(_props: RouteProps): ReactElement | null {
  return null;
}

interface Match {
  params: Record<string, string>;
  outlet: ReactNode;
}

const MatchContext = createContext<Match>({ params: {}, outlet: null });

interface Leaf {
  path: string;
  element: ReactNode;
  /** The elements of the layout routes around it, outermost first. */
  layouts: ReactNode[];
}

function leavesOf(children: ReactNode, layouts: ReactNode[] = []): Leaf[] {
  return Children.toArray(children)
    .filter((child): child is ReactElement<RouteProps> => isValidElement(child) && child.type === Route)
    .flatMap(({ props }) => (props.path === undefined ? leavesOf(props.children, [...layouts, props.element]) : [{ path: props.path, element: props.element, layouts }]));
}

/** As React Router compares paths: without a trailing slash, whatever the case. */
const normalized = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path).toLowerCase();

/** A full path wins over a `/*` prefix, which wins over `*`; among equals, the first declared. */
const PASSES: ((path: string, pathname: string) => Record<string, string> | null)[] = [
  (path, pathname) => (normalized(path) === normalized(pathname) ? {} : null),
  (path, pathname) => {
    if (!path.endsWith('/*')) return null;
    const prefix = normalized(path.slice(0, -2));
    const wanted = normalized(pathname);
    return wanted === prefix || wanted.startsWith(`${prefix}/`) ? { '*': pathname.slice(prefix.length + 1) } : null;
  },
  (path, pathname) => (path === '*' ? { '*': pathname.slice(1) } : null),
];

/** Renders the route matching the path shown, inside its layouts. */
export function Routes({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const leaves = leavesOf(children);
  for (const pass of PASSES) {
    for (const leaf of leaves) {
      const params = pass(leaf.path, pathname);
      if (!params) continue;
      let shown = <MatchContext value={{ params, outlet: null }}>{leaf.element}</MatchContext>;
      for (const layout of [...leaf.layouts].reverse()) shown = <MatchContext value={{ params, outlet: shown }}>{layout}</MatchContext>;
      return shown;
    }
  }
  return null;
}

/** Where a layout route shows the route matched inside it. */
export function Outlet() {
  return useContext(MatchContext).outlet;
}

/** The route's parameters: `*` is the rest of a `/*` path. */
export function useParams(): Record<string, string | undefined> {
  return useContext(MatchContext).params;
}
