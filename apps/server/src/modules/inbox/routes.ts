import { noticeList } from '@casino/contract/calls/inbox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { currentMember } from '../../http/auth';
import { answerCall } from '../../http/route';
import { inboxPage } from './member-inbox';

export function inboxRoutes(api: FastifyInstance, { db }: AppContext): void {
  answerCall(api, noticeList, async ({ input, request }) => ({ data: await inboxPage(db, currentMember(request).id, input?.page ?? 1) }));
}
