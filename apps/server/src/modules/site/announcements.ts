import type { adminAnnouncements, adminSaveAnnouncement } from '@casino/contract/calls/site';
import type { ParsedRequestOf } from '@casino/contract/call';
import { CODES } from '@casino/contract/codes';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { ANNOUNCEMENT_SORTING } from '@casino/contract/list-sorting';
import { checkAnnouncement } from '@casino/contract/rules/admin-content';
import type { Kysely, Selectable } from 'kysely';
import type { AuditWriter } from '../../kernel/audit-log';
import type { Database } from '../../platform/db/database';
import { inMoneyTransaction } from '../../platform/db/money-transaction';
import type { AnnouncementTable, Tables } from '../../platform/db/schema';
import { BusinessError } from '../../kernel/errors';
import { pageSize, paginate } from '../../kernel/lists/page';
import { listOrder } from '../../kernel/lists/sort';

type AnnouncementRow = Selectable<AnnouncementTable>;

function announcementItem(row: AnnouncementRow) {
  return { id: row.id, text: row.text, sort: row.sort };
}

/** The home's scrolling notices' texts, in their order. */
export async function homeNotices(db: Kysely<Tables>): Promise<string[]> {
  const rows = await db.selectFrom('announcement').select('text').orderBy('sort').orderBy('id').execute();
  return rows.map((row) => row.text);
}

/** One page of the notices for the operators' list, in their order unless sorted by id. */
export function announcementPage(db: Kysely<Tables>, input: ParsedRequestOf<typeof adminAnnouncements>) {
  const order = listOrder(ANNOUNCEMENT_SORTING, input, { sort: 'sort', id: 'id' });
  return paginate(
    db.selectFrom('announcement'),
    (query) => query.selectAll().orderBy(order.column, order.direction).orderBy('sort').orderBy('id'),
    { page: input.page, perPage: pageSize(input.per_page, 20) },
    announcementItem,
  );
}

const target = (id: number) => `announcement:${String(id)}`;

async function announcementById(trx: Kysely<Tables>, id: number): Promise<AnnouncementRow> {
  const row = await trx.selectFrom('announcement').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new BusinessError(ADMIN_MSG.adminAnnouncementNotFound, CODES.notFound);
  return row;
}

/**
 * Creates a home notice, or changes the one with `input.id`, after the contract's checkAnnouncement; the change
 * and its audit row commit together. The notice is plain text (the home scrolls it as text, never as HTML).
 */
export async function saveAnnouncement(database: Database, input: ParsedRequestOf<typeof adminSaveAnnouncement>, audit: AuditWriter): Promise<ReturnType<typeof announcementItem>> {
  const broken = checkAnnouncement(input);
  if (broken !== undefined) throw new BusinessError(broken, CODES.validation);
  const values = { text: input.text?.trim() ?? '', sort: input.sort ?? 0 };
  return inMoneyTransaction(database, async (trx) => {
    if (input.id === undefined) {
      const created = await trx.insertInto('announcement').values(values).returningAll().executeTakeFirstOrThrow();
      await audit(trx, { target: target(created.id), before: null, after: announcementItem(created) });
      return announcementItem(created);
    }
    const before = await announcementById(trx, input.id);
    const saved = await trx.updateTable('announcement').set(values).where('id', '=', input.id).returningAll().executeTakeFirstOrThrow();
    await audit(trx, { target: target(saved.id), before: announcementItem(before), after: announcementItem(saved) });
    return announcementItem(saved);
  });
}

export async function deleteAnnouncement(database: Database, id: number, audit: AuditWriter): Promise<void> {
  await inMoneyTransaction(database, async (trx) => {
    const before = await announcementById(trx, id);
    await trx.deleteFrom('announcement').where('id', '=', id).execute();
    await audit(trx, { target: target(id), before: announcementItem(before), after: null });
  });
}
