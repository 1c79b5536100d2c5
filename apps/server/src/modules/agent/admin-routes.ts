import { adminAgents, adminApproveAgent, adminRejectAgent } from '@casino/contract/calls/agent';
import { MSG } from '@casino/contract/messages';
import { formatBeijingTime } from '@casino/contract/time';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { answerCall } from '../../platform/http/route';
import { auditOf, operatorOf } from '../operators/public';
import { pendingAgentApplications, reviewAgentApplication } from './reviews';

/** The operators' review of agent applications. */
export function agentAdminRoutes(admin: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;
  answerCall(admin, adminAgents, async ({ input }) => {
    const page = await pendingAgentApplications(db, { ...input, perPage: input.per_page });
    return { data: { ...page, data: page.data.map((a) => ({ ...a, created_at: formatBeijingTime(a.created_at) })) } };
  });

  answerCall(admin, adminApproveAgent, async ({ input, request }) => {
    const now = clock();
    await reviewAgentApplication(db, input.id, { approve: true, operator: operatorOf(request), now }, auditOf(request, now));
    return { data: [], message: MSG.operationOk };
  });

  answerCall(admin, adminRejectAgent, async ({ input, request }) => {
    const now = clock();
    await reviewAgentApplication(db, input.id, { approve: false, operator: operatorOf(request), now, reason: input.reason ?? '' }, auditOf(request, now));
    return { data: [], message: MSG.operationOk };
  });
}
