import { applyagentdo, getAgentLoginUrl } from '@casino/contract/calls/agent';
import { CODES } from '@casino/contract/codes';
import { MSG } from '@casino/contract/messages';
import { checkAgentApply } from '@casino/contract/rules/agent-apply';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db/dialect';
import { currentMember } from '../../http/auth';
import { assertValid, BusinessError } from '../../http/business-error';
import { answerCall } from '../../http/route';
import { readSite } from '../../site-settings';

export function agentRoutes(api: FastifyInstance, { db, clock }: AppContext): void {
  answerCall(api, applyagentdo, async ({ input, request }) => {
    const member = currentMember(request);
    assertValid(checkAgentApply(input));
    if (member.isagent === 1) throw new BusinessError(MSG.alreadyAgent, CODES.alreadyApplied);
    try {
      await db
        .insertInto('agent_apply')
        .values({ member_id: member.id, mobile: (input.mobile ?? '').trim(), apply_info: (input.apply_info ?? '').trim(), state: 1, created_at: clock() })
        .execute();
    } catch (error) {
      if (isUniqueViolation(error)) throw new BusinessError(MSG.agentPending, CODES.alreadyApplied);
      throw error;
    }
    return { data: [], message: MSG.applySubmitted };
  });

  answerCall(api, getAgentLoginUrl, async () => ({ data: { url: (await readSite(db)).agent_login_url } }));
}
