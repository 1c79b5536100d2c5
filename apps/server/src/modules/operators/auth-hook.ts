import { addressRefusedMessage } from '@casino/contract/admin-messages';
import { CODES } from '@casino/contract/codes';
import { MSG } from '@casino/contract/messages';
import type { FastifyInstance } from 'fastify';
import { addressAllowed } from '../../platform/config/admin-allowed-ips';
import type { AppContext } from '../../context';
import { bearerToken } from '../../platform/http/bearer-token';
import { BusinessError } from '../../kernel/errors';
import { adminCallOf, assertRoleMayCall } from './permissions';
import { adminOfToken } from './sessions';

/**
 * With ADMIN_ALLOWED_IPS set, every operator call from another address, sign-in included, is refused (HTTP 403)
 * before anything else is looked at. The address is request.ip, the client's as TRUST_PROXY makes it everywhere.
 * Every operator call but the public ones (sign-in, uploaded images) needs a live operator session whose role
 * may make it: the role comes from the contract's table, nothing is checked by the console alone.
 */
export function registerOperatorAuth(admin: FastifyInstance, { db, clock, config }: AppContext): void {
  admin.decorateRequest('admin', null);
  admin.decorateRequest('adminCall', null);
  const allowed = addressAllowed(config.ADMIN_ALLOWED_IPS);
  admin.addHook('onRequest', async (request) => {
    if (!allowed(request.ip)) throw new BusinessError(addressRefusedMessage(request.ip), CODES.forbidden);
    if (request.is404 || request.routeOptions.config.public === true) return;
    const token = bearerToken(request);
    const found = token ? await adminOfToken(db, token, clock()) : undefined;
    if (!found) throw new BusinessError(MSG.unauthorized, CODES.unauthorized);
    const call = adminCallOf(request.method, request.routeOptions.url);
    assertRoleMayCall(found.role, call);
    request.admin = found;
    request.adminCall = call;
  });
}
