import { adminRedpacket, adminRedpacketRules, adminSaveRedpacketRule } from '@casino/contract/calls/redpacket';
import { MSG } from '@casino/contract/messages';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { answerCall } from '../../platform/http/route';
import { pageSize } from '../../kernel/lists/page';
import { auditOf } from '../operators/public';
import { redpacketRulesPage, saveRedpacketRule } from './rules';
import { setRedPacketSwitch } from './switch';

/** The operators' red-packet calls: the switch and the rules. */
export function redpacketAdminRoutes(admin: FastifyInstance, context: AppContext): void {
  const { database, db, clock } = context;
  answerCall(admin, adminRedpacket, async ({ input, request }) => {
    const now = clock();
    await setRedPacketSwitch(database, input.redpacket_switch === 1, now, auditOf(request, now));
    return { data: [], message: MSG.operationOk };
  });

  answerCall(admin, adminRedpacketRules, async ({ input }) => ({ data: await redpacketRulesPage(db, { page: input.page, perPage: pageSize(input.per_page, 20) }, input) }));

  answerCall(admin, adminSaveRedpacketRule, async ({ input, request }) => ({
    data: await saveRedpacketRule(database, input, auditOf(request, clock())),
    message: MSG.operationOk,
  }));
}
