import { noticeList } from '@casino/contract/calls/inbox';
import { DEFAULT_PAGE_SIZE } from '@casino/contract/constants';
import { formatBeijingTime } from '@casino/contract/time';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { currentMember } from '../../http/auth';
import { toPage } from '../../http/page';
import { answerCall } from '../../http/route';

export function inboxRoutes(api: FastifyInstance, { db }: AppContext): void {
  answerCall(api, noticeList, async ({ input, request }) => {
    const member = currentMember(request);
    const page = input?.page ?? 1;
    // Messages to every member, and the member's own; never another member's.
    const base = db.selectFrom('inbox_message').where((eb) => eb.or([eb('member_id', 'is', null), eb('member_id', '=', member.id)]));
    const [{ total }, rows] = await Promise.all([
      base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      base
        .select(['id', 'title', 'content', 'created_at'])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(DEFAULT_PAGE_SIZE)
        .offset((page - 1) * DEFAULT_PAGE_SIZE)
        .execute(),
    ]);
    const items = rows.map((row) => ({ ...row, created_at: formatBeijingTime(row.created_at) }));
    return { data: toPage(items, total, page, DEFAULT_PAGE_SIZE) };
  });
}
