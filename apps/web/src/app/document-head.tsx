import { useEffect } from 'react';
import { useLocation } from '../shared/router';
import { useAppInfo } from '../api/queries/app-info';
import { PATHS } from '../shared/paths';
import { BARE_ROUTES, MAIN_ROUTES } from './routes';

function pageTitleOf(pathname: string): string {
  if (pathname === PATHS.home) return '';
  const route = [...MAIN_ROUTES, ...BARE_ROUTES].find((r) => r.path === pathname || (r.path.endsWith('/*') && pathname.startsWith(r.path.slice(0, -1))));
  return route?.title ?? '';
}

/** The tab's title (`<page> - <site>`, the site alone on home) and icon (the site's logo when it has one). */
export function DocumentHead() {
  const { pathname } = useLocation();
  const { data } = useAppInfo();
  const site = data?.title ?? '';
  const logo = data?.site_logo ?? '';

  useEffect(() => {
    const title = [pageTitleOf(pathname), site].filter((part) => part !== '').join(' - ');
    if (title !== '') document.title = title;
  }, [pathname, site]);

  useEffect(() => {
    const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!icon || logo === '') return;
    const shipped = { href: icon.getAttribute('href'), type: icon.type };
    icon.removeAttribute('type');
    icon.setAttribute('href', logo);
    return () => {
      icon.setAttribute('href', shipped.href ?? '');
      icon.type = shipped.type;
    };
  }, [logo]);

  return null;
}
