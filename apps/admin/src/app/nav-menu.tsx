import type { AdminRole } from '@casino/contract/admin-roles';
import type { BreadcrumbProps, MenuProps } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { NAV, NAV_GROUPS, navKeyOf, roleMaySee, type NavItem } from './nav';

type MenuItems = NonNullable<MenuProps['items']>;

/** What follows a screen's label in the menu (a count waiting, say), or nothing: asked of each screen shown. */
export type NavExtra = (item: NavItem) => ReactNode;

function menuEntry(item: NavItem, extra: NavExtra | undefined) {
  const Icon = item.icon;
  const after = extra?.(item);
  return {
    key: item.path,
    icon: <Icon aria-hidden />,
    label:
      after === undefined || after === null || after === false ? (
        item.label
      ) : (
        <>
          {item.label}
          {after}
        </>
      ),
  };
}

/**
 * The side menu of an operator of `role`: the screens the role may see, 概览 on its own first, then each
 * group with its title (a group the role sees nothing of is left out). `extra` adds a node after a label.
 */
export function navMenuItems(role: AdminRole, extra?: NavExtra): MenuItems {
  const shown = NAV.filter((item) => roleMaySee(role, item));
  const groups = NAV_GROUPS.flatMap((group) => {
    const items = shown.filter((item) => item.group === group);
    return items.length === 0 ? [] : [{ type: 'group' as const, key: `group:${group}`, label: group, children: items.map((item) => menuEntry(item, extra)) }];
  });
  return [...shown.filter((item) => item.group === undefined).map((item) => menuEntry(item, extra)), ...groups];
}

/**
 * Where a path is, for the header's breadcrumb: its screen's group, the screen, and on a detail page (a member's)
 * the detail, the screen then linking back to its list. Nothing for a path that is no screen of the menu.
 */
export function navTrail(pathname: string): NonNullable<BreadcrumbProps['items']> {
  const screen = NAV.find((item) => item.path === navKeyOf(pathname));
  if (screen === undefined) return [];
  const detail = screen.details !== undefined && pathname.startsWith(screen.details) ? decodeURIComponent(pathname.slice(screen.details.length)) : '';
  return [
    ...(screen.group === undefined ? [] : [{ title: screen.group }]),
    { title: detail === '' ? screen.label : <Link to={`/${screen.path}`}>{screen.label}</Link> },
    ...(detail === '' ? [] : [{ title: detail }]),
  ];
}
