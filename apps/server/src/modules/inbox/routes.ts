import { noticeList, noticeRead, noticeUnread } from '@casino/contract/calls/inbox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { currentMember } from '../../platform/http/auth';
import { answerCall } from '../../platform/http/route';
import { inboxPage, markRead, unreadCount } from './member-inbox';

export function inboxRoutes(api: FastifyInstance, { db, clock }: AppContext): void {
  answerCall(api, noticeList, async ({ input, request }) => ({ data: await inboxPage(db, currentMember(request).id, input?.page ?? 1) }));
  answerCall(api, noticeUnread, async ({ request }) => ({ data: { unread: await unreadCount(db, currentMember(request).id) } }));
  answerCall(api, noticeRead, async ({ input, request }) => ({ data: { unread: await markRead(db, currentMember(request).id, input.id, clock()) } }));
}
