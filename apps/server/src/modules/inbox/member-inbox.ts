import { CODES } from '@casino/contract/codes';
import { DEFAULT_PAGE_SIZE } from '@casino/contract/constants';
import { MSG } from '@casino/contract/messages';
import { formatBeijingTime } from '@casino/contract/time';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Tables } from '../../platform/db/schema';
import { BusinessError } from '../../kernel/errors';
import { paginate } from '../../kernel/lists/page';

/** The messages a member sees: those to every member and the member's own, never another member's. */
const visibleTo = (memberId: number) => (eb: ExpressionBuilder<Tables, 'inbox_message'>) =>
  eb.or([eb('inbox_message.member_id', 'is', null), eb('inbox_message.member_id', '=', memberId)]);

/** A page of the member's inbox, newest first, each message with whether this member opened it. */
export function inboxPage(db: Kysely<Tables>, memberId: number, page: number) {
  return paginate(
    db.selectFrom('inbox_message').where(visibleTo(memberId)),
    (query) =>
      query
        .leftJoin('inbox_read', (join) => join.onRef('inbox_read.message_id', '=', 'inbox_message.id').on('inbox_read.member_id', '=', memberId))
        .select(['inbox_message.id', 'inbox_message.title', 'inbox_message.content', 'inbox_message.created_at', 'inbox_read.read_at'])
        .orderBy('inbox_message.created_at', 'desc')
        .orderBy('inbox_message.id', 'desc'),
    { page, perPage: DEFAULT_PAGE_SIZE },
    ({ read_at, ...row }) => ({ ...row, created_at: formatBeijingTime(row.created_at), is_read: read_at === null ? (0 as const) : (1 as const) }),
  );
}

/** How many of the member's messages they have not opened. */
export async function unreadCount(db: Kysely<Tables>, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('inbox_message')
    .where(visibleTo(memberId))
    .where((eb) => eb.not(eb.exists(eb.selectFrom('inbox_read').select('inbox_read.message_id').whereRef('inbox_read.message_id', '=', 'inbox_message.id').where('inbox_read.member_id', '=', memberId))))
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The member opened one of their messages: read for them from now on (again: nothing changes). Answers the unread count. */
export async function markRead(db: Kysely<Tables>, memberId: number, messageId: number, now: number): Promise<number> {
  const message = await db.selectFrom('inbox_message').select('id').where('id', '=', messageId).where(visibleTo(memberId)).executeTakeFirst();
  if (!message) throw new BusinessError(MSG.notFound, CODES.notFound);
  await db
    .insertInto('inbox_read')
    .values({ member_id: memberId, message_id: messageId, read_at: now })
    .onConflict((conflict) => conflict.columns(['member_id', 'message_id']).doNothing())
    .execute();
  return unreadCount(db, memberId);
}
