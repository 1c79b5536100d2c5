import { ADMIN_ROUTES } from './admin-routes';
import { PLAYER_ROUTES } from './player-routes';

export type { RouteDefinition } from './route-definition';

/** Every call's route: the players' and the console's. */
export const ROUTES = { ...PLAYER_ROUTES, ...ADMIN_ROUTES } as const;

export type RouteName = keyof typeof ROUTES;

/**
 * The calls that still answer while the site is under maintenance (site_state 0): the app info the
 * maintenance screen shows, and public reads of content that neither sign anyone in nor change anything.
 * Every other call of the member API (login, register and the captcha included) answers CODES.maintenance
 * with the repair_tips; the operator API (/admin/api) is not affected.
 */
export const OPEN_DURING_MAINTENANCE = [
  'app',
  'getVisitUrl',
  'getservicerurl',
  'homenotice',
  'bannerList',
  'article',
  'activitytype',
  'activitylist',
  'activitydeatil',
  'gameList',
  'gameListApp',
  'gamelistBycode',
  'gamePlatforms',
  'gameSearch',
  'uservip',
  'banklist',
  'getPayWay',
  'getPayRange',
  'getAgentLoginUrl',
] as const satisfies readonly RouteName[];

/**
 * The member calls that still answer while the member's login password must be changed (an operator reset it,
 * CODES.passwordMustChange): changing it, and logging off. Every other call that reads the token answers that
 * code; public calls are not affected.
 */
export const OPEN_WHILE_PASSWORD_MUST_CHANGE = ['editPassword', 'logoff'] as const satisfies readonly RouteName[];
