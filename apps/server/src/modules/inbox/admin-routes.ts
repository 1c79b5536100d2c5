import { adminMessageTier, adminMessageTiers } from "@casino/contract/calls/inbox";
import { MSG } from '@casino/contract/messages';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { answerCall } from '../../http/route';
import { sendTierMessage, tiersWithMembers } from './send-to-tier';
import { auditOf } from '../operators/request-admin';

/** 站内信 to a VIP tier: the tiers to choose from, and the send. (To one member or all: adminMessage.) */
export function messageRoutes(admin: FastifyInstance, { database, db, clock }: AppContext): void {
  answerCall(admin, adminMessageTiers, async () => ({ data: await tiersWithMembers(db) }));

  answerCall(admin, adminMessageTier, async ({ input, request }) => {
    const now = clock();
    const sent = await sendTierMessage(database, input.vip, input.title, input.content, now, auditOf(request, now));
    return { data: { sent }, message: MSG.operationOk };
  });
}
