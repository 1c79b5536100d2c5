import { adminRedpacketRules, adminSaveRedpacketRule } from "@casino/contract/calls/redpacket";
import { adminSaveTurnoverMultiple, adminTurnoverMultiple } from "@casino/contract/calls/wallet";
import { adminSaveVipTier, adminVipTiers } from "@casino/contract/calls/vip";
import { MSG } from '@casino/contract/messages';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { answerCall } from '../../http/route';
import { pageSize } from '../../lists/page';
import { auditOf } from '../operators/request-admin';
import { redpacketRulesPage, saveRedpacketRule } from '../redpacket/rules';
import { readTurnoverMultiple, saveTurnoverMultiple } from '../wallet/turnover-settings';
import { saveVipTier, vipTiersPage } from './tier-settings';

/** The settings that decide what players earn and owe: VIP tiers and rebates, red-packet rules, the turnover multiple. */
export function tierSettingsRoutes(admin: FastifyInstance, { database, db, clock }: AppContext): void {
  answerCall(admin, adminVipTiers, async ({ input }) => ({ data: await vipTiersPage(db, { page: input.page, perPage: pageSize(input.per_page, 20) }, input) }));
  answerCall(admin, adminSaveVipTier, async ({ input, request }) => ({ data: await saveVipTier(database, input, auditOf(request, clock())), message: MSG.operationOk }));

  answerCall(admin, adminRedpacketRules, async ({ input }) => ({ data: await redpacketRulesPage(db, { page: input.page, perPage: pageSize(input.per_page, 20) }, input) }));
  answerCall(admin, adminSaveRedpacketRule, async ({ input, request }) => ({ data: await saveRedpacketRule(database, input, auditOf(request, clock())), message: MSG.operationOk }));

  answerCall(admin, adminTurnoverMultiple, async () => ({ data: await readTurnoverMultiple(db) }));
  answerCall(admin, adminSaveTurnoverMultiple, async ({ input, request }) => {
    const now = clock();
    return { data: await saveTurnoverMultiple(database, input, now, auditOf(request, now)), message: MSG.operationOk };
  });
}
