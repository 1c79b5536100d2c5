import type { DataOf } from '@casino/contract/call';
import type { adminSentMessages } from '@casino/contract/calls/inbox';
import { formatBeijingTime } from '@casino/contract/time';
import type { Page } from '@casino/contract/wire';
import type { Insertable, Kysely } from 'kysely';
import type { InboxSendTable, Tables } from '../../platform/db/schema';
import { paginate, type PageRequest } from '../../kernel/lists/page';

/** Lists one send among the sent messages, in the send's transaction. */
export async function recordSend(trx: Kysely<Tables>, send: Insertable<InboxSendTable>): Promise<void> {
  await trx.insertInto('inbox_send').values(send).execute();
}

/** One page of what operators sent, newest first. */
export function sentMessagesPage(db: Kysely<Tables>, page: PageRequest): Promise<Page<DataOf<typeof adminSentMessages>['data'][number]>> {
  return paginate(
    db.selectFrom('inbox_send'),
    (query) => query.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'),
    page,
    ({ created_at, ...row }) => ({ ...row, sent_at: formatBeijingTime(created_at) }),
  );
}
