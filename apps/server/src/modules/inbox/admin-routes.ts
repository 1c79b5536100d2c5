import { adminMessage, adminMessageTier, adminMessageTiers, adminSentMessages } from '@casino/contract/calls/inbox';
import { MSG } from '@casino/contract/messages';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { answerCall } from '../../platform/http/route';
import { pageSize } from '../../kernel/lists/page';
import { auditOf, operatorOf } from '../operators/public';
import { sendInboxMessage } from './send';
import { sendTierMessage, tiersWithMembers } from './send-to-tier';
import { sentMessagesPage } from './sent';

/** The operators' inbox messages: to a member, to everyone, or to a VIP tier, and the list of those sent. */
export function inboxAdminRoutes(admin: FastifyInstance, context: AppContext): void {
  const { database, db, clock } = context;
  answerCall(admin, adminMessageTiers, async () => ({ data: await tiersWithMembers(db) }));

  answerCall(admin, adminMessageTier, async ({ input, request }) => {
    const now = clock();
    const sent = await sendTierMessage(database, input.vip, input.title, input.content, operatorOf(request), now, auditOf(request, now));
    return { data: { sent }, message: MSG.operationOk };
  });
  answerCall(admin, adminMessage, async ({ input, request }) => {
    const now = clock();
    return { data: { id: await sendInboxMessage(db, input.to, input.title, input.content, operatorOf(request), now, auditOf(request, now)) }, message: MSG.operationOk };
  });

  answerCall(admin, adminSentMessages, async ({ input }) => ({ data: await sentMessagesPage(db, { page: input.page, perPage: pageSize(input.per_page, 20) }) }));
}
