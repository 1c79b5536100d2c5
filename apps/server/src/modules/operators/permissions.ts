import { ADMIN_PERMISSIONS, roleMayCall, type AdminRouteName } from '@casino/contract/admin-permissions';
import type { AdminRole } from '@casino/contract/admin-roles';
import { CODES } from '@casino/contract/codes';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { ROUTES } from '@casino/contract/routes';
import { BusinessError } from '../../kernel/errors';

/** Each admin call by `METHOD path`, as Fastify names the route of a request. */
const CALL_BY_ROUTE = new Map<string, AdminRouteName>(
  (Object.keys(ADMIN_PERMISSIONS) as AdminRouteName[]).map((name) => [`${ROUTES[name].method} ${ROUTES[name].path}`, name]),
);

/** The admin call a request was routed to (a HEAD is its GET's); undefined for a route that is not one. */
export function adminCallOf(method: string, url: string | undefined): AdminRouteName | undefined {
  return CALL_BY_ROUTE.get(`${method === 'HEAD' ? 'GET' : method} ${url ?? ''}`);
}

/** Refuses (HTTP 403) a call the role may not make, and any route under the admin API that is not a call of the table. */
export function assertRoleMayCall(role: AdminRole, call: AdminRouteName | undefined): asserts call is AdminRouteName {
  if (call === undefined || !roleMayCall(role, call)) throw new BusinessError(ADMIN_MSG.adminForbidden, CODES.forbidden);
}
