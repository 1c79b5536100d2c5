import { noticeList } from '@casino/contract/calls/inbox';
import { DEFAULT_PAGE_SIZE } from '@casino/contract/constants';
import { formatBeijingTime } from '@casino/contract/time';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { currentMember } from '../../http/auth';
import { answerCall } from '../../http/route';
import { paginate } from '../../lists/page';

export function inboxRoutes(api: FastifyInstance, { db }: AppContext): void {
  answerCall(api, noticeList, async ({ input, request }) => {
    const member = currentMember(request);
    const page = await paginate(
      // Messages to every member, and the member's own; never another member's.
      db.selectFrom('inbox_message').where((eb) => eb.or([eb('member_id', 'is', null), eb('member_id', '=', member.id)])),
      (query) => query.select(['id', 'title', 'content', 'created_at']).orderBy('created_at', 'desc').orderBy('id', 'desc'),
      { page: input?.page ?? 1, perPage: DEFAULT_PAGE_SIZE },
      (row) => ({ ...row, created_at: formatBeijingTime(row.created_at) }),
    );
    return { data: page };
  });
}
