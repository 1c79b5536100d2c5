import { Activity, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigate } from '../shared/router';
import { AppOutline, GiftOutline, PayCircleOutline, TabBar, UserOutline } from '../shared/antd-first-load';
import { PATHS } from '../shared/paths';
import { PageLoading } from '../shared/page-loading';
import { useAppNavigate } from '../shared/use-app-navigate';
import { AppHeader } from '../shared/app-header';
import { useUnreadCount } from '../api/queries/unread-messages';
import { MAIN_ROUTES, mainRouteOf } from './routes';

const TABS = [
  { key: PATHS.home, title: '首页', icon: <AppOutline /> },
  { key: PATHS.discount, title: '优惠', icon: <GiftOutline /> },
  { key: PATHS.wallet, title: '钱包', icon: <PayCircleOutline /> },
  { key: PATHS.mine, title: '我的', icon: <UserOutline /> },
];

const KEEP_ALIVE = MAIN_ROUTES.filter((route) => route.keepAlive);

/**
 * The main layout: a header with the title (and a back arrow on detail pages), the page, and the bottom
 * navigation. Keep-alive pages stay mounted (hidden) once visited, and get their scroll position back.
 */
export function MainLayout() {
  const location = useLocation();
  const navigate = useNavigate();
  const go = useAppNavigate();
  const route = mainRouteOf(location.pathname);
  const [visited, setVisited] = useState<readonly string[]>([]);
  if (route?.keepAlive && !visited.includes(route.path)) setVisited([...visited, route.path]);
  useScrollMemory(location.pathname, location.key);
  const unread = useUnreadCount();

  const showHeader = route !== undefined && route.path !== PATHS.home && route.ownHeader !== true;
  return (
    <div className="main-layout">
      {showHeader && (
        <AppHeader
          title={route.title}
          service={route.service === true}
          onBack={
            route.tab
              ? undefined
              : () => {
                  if (window.history.length > 1) void navigate(-1);
                  else void navigate(PATHS.home);
                }
          }
        />
      )}
      <main className="main-content">
        {KEEP_ALIVE.filter((page) => visited.includes(page.path)).map((page) => (
          <Activity key={page.path} mode={page.path === route?.path ? 'visible' : 'hidden'}>
            <Suspense fallback={<PageLoading />}>
              <page.page />
            </Suspense>
          </Activity>
        ))}
        {!route?.keepAlive && (
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        )}
      </main>
      {route && !route.hideTabBar && (
        <TabBar
          className="app-tabbar"
          activeKey={TABS.some((tab) => tab.key === route.path) ? route.path : null}
        >
          {/* onClick on the item, not the bar's onChange: tapping the page shown must say so. */}
          {TABS.map((tab) => (
            <TabBar.Item key={tab.key} icon={tab.icon} title={tab.title} badge={tab.key === PATHS.mine && unread > 0 ? unread : undefined} onClick={() => go(tab.key)} />
          ))}
        </TabBar>
      )}
    </div>
  );
}

/** Scroll to top after each navigation, except back to a keep-alive page, which gets its position back. */
function useScrollMemory(pathname: string, key: string) {
  const positions = useRef(new Map<string, number>());
  useEffect(() => {
    const remember = () => {
      if (mainRouteOf(pathname)?.keepAlive) positions.current.set(pathname, window.scrollY);
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => {
      window.removeEventListener('scroll', remember);
    };
  }, [pathname]);
  useLayoutEffect(() => {
    const saved = mainRouteOf(pathname)?.keepAlive ? positions.current.get(pathname) : undefined;
    window.scrollTo(0, saved ?? 0);
  }, [pathname, key]);
}
