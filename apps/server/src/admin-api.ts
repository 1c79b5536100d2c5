import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context';
import { accountAdminRoutes } from './modules/account/admin-routes';
import { agentAdminRoutes } from './modules/agent/admin-routes';
import { alertsAdminRoutes } from './modules/alerts/admin-routes';
import { articlesAdminRoutes } from './modules/articles/admin-routes';
import { blacklistAdminRoutes } from './modules/blacklist/admin-routes';
import { depositAdminRoutes } from './modules/deposit/admin-routes';
import { gamesAdminRoutes } from './modules/games/admin-routes';
import { inboxAdminRoutes } from './modules/inbox/admin-routes';
import { operatorsAdminRoutes } from './modules/operators/admin-routes';
import { registerOperatorAuth } from './modules/operators/public';
import { promotionsAdminRoutes } from './modules/promotions/admin-routes';
import { redpacketAdminRoutes } from './modules/redpacket/admin-routes';
import { reportsAdminRoutes } from './modules/reports/admin-routes';
import { siteAdminRoutes } from './modules/site/admin-routes';
import { uploadsAdminRoutes } from './modules/uploads/admin-routes';
import { vipAdminRoutes } from './modules/vip/admin-routes';
import { walletAdminRoutes } from './modules/wallet/admin-routes';
import { withdrawAdminRoutes } from './modules/withdraw/admin-routes';

/** The operator API under /admin/api: its own accounts and tokens, never a member's; each area answers its own operator calls. */
export function adminApi(admin: FastifyInstance, context: AppContext): void {
  registerOperatorAuth(admin, context);
  operatorsAdminRoutes(admin, context);
  accountAdminRoutes(admin, context);
  agentAdminRoutes(admin, context);
  alertsAdminRoutes(admin, context);
  articlesAdminRoutes(admin, context);
  blacklistAdminRoutes(admin, context);
  depositAdminRoutes(admin, context);
  gamesAdminRoutes(admin, context);
  inboxAdminRoutes(admin, context);
  promotionsAdminRoutes(admin, context);
  redpacketAdminRoutes(admin, context);
  reportsAdminRoutes(admin, context);
  siteAdminRoutes(admin, context);
  uploadsAdminRoutes(admin, context);
  vipAdminRoutes(admin, context);
  walletAdminRoutes(admin, context);
  withdrawAdminRoutes(admin, context);
}
