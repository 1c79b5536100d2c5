import { DEFAULT_PAGE_SIZE } from '@casino/contract/constants';
import { formatBeijingTime } from '@casino/contract/time';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/schema';
import { paginate } from '../../lists/page';

/** A page of the member's inbox, newest first: the messages to every member and the member's own, never another member's. */
export function inboxPage(db: Kysely<Tables>, memberId: number, page: number) {
  return paginate(
    db.selectFrom('inbox_message').where((eb) => eb.or([eb('member_id', 'is', null), eb('member_id', '=', memberId)])),
    (query) => query.select(['id', 'title', 'content', 'created_at']).orderBy('created_at', 'desc').orderBy('id', 'desc'),
    { page, perPage: DEFAULT_PAGE_SIZE },
    (row) => ({ ...row, created_at: formatBeijingTime(row.created_at) }),
  );
}
