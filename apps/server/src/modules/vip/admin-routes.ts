import { adminSaveVipTier, adminSetMemberVip, adminVipTiers } from '@casino/contract/calls/vip';
import { MSG } from '@casino/contract/messages';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { answerCall } from '../../platform/http/route';
import { pageSize } from '../../kernel/lists/page';
import { auditOf } from '../operators/public';
import { setMemberVip } from './member-vip';
import { saveVipTier, vipTiersPage } from './tier-settings';

/** The operators' VIP calls: the tiers with their rebate percentages, and a member's tier. */
export function vipAdminRoutes(admin: FastifyInstance, context: AppContext): void {
  const { database, db, clock } = context;
  answerCall(admin, adminVipTiers, async ({ input }) => ({ data: await vipTiersPage(db, { page: input.page, perPage: pageSize(input.per_page, 20) }, input) }));
  answerCall(admin, adminSaveVipTier, async ({ input, request }) => ({ data: await saveVipTier(database, input, auditOf(request, clock())), message: MSG.operationOk }));

  answerCall(admin, adminSetMemberVip, async ({ input, request }) => {
    await setMemberVip(database, input.username, input, auditOf(request, clock()));
    return { data: [], message: MSG.operationOk };
  });
}
