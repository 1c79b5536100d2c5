import { applyagentdo, getAgentLoginUrl } from '@casino/contract/calls/agent';
import { MSG } from '@casino/contract/messages';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { currentMember } from '../../platform/http/auth';
import { answerCall } from '../../platform/http/route';
import { readSite } from '../../kernel/site-settings';
import { applyForAgent } from './applications';

export function agentRoutes(api: FastifyInstance, { db, clock }: AppContext): void {
  answerCall(api, applyagentdo, async ({ input, request }) => {
    await applyForAgent(db, currentMember(request), input, clock());
    return { data: [], message: MSG.applySubmitted };
  });

  answerCall(api, getAgentLoginUrl, async () => ({ data: { url: (await readSite(db)).agent_login_url } }));
}
