import { CODES } from '@casino/contract/codes';
import { MSG } from '@casino/contract/messages';
import { OPEN_DURING_MAINTENANCE, ROUTES } from '@casino/contract/routes';
import type { FastifyInstance } from 'fastify';
import type { SiteStateCache } from './site-settings';
import { BusinessError } from './errors';

/** The paths of the calls that answer during maintenance (the contract's list). */
const OPEN_PATHS: ReadonlySet<string> = new Set(OPEN_DURING_MAINTENANCE.map((name) => ROUTES[name].path));

/** The refusal of a call made while the site is under maintenance: the site's repair_tips, CODES.maintenance. */
export async function assertSiteOpen(siteState: SiteStateCache): Promise<void> {
  const { site_state, repair_tips } = await siteState.current();
  if (site_state === 0) throw new BusinessError(repair_tips.trim() === '' ? MSG.siteMaintenance : repair_tips, CODES.maintenance);
}

/**
 * Maintenance on the member API: while site_state is 0 every call but OPEN_DURING_MAINTENANCE is refused
 * before anything else runs (before the token is even read), so nothing is read for the member and no
 * money moves. The state comes from the process's short cache, so the balance poll costs no query.
 * Registered before the auth hook; unknown paths keep their 404.
 */
export function registerMaintenance(api: FastifyInstance, siteState: SiteStateCache): void {
  api.addHook('onRequest', async (request) => {
    if (request.is404) return;
    const path = request.routeOptions.url;
    if (path !== undefined && OPEN_PATHS.has(path)) return;
    await assertSiteOpen(siteState);
  });
}
