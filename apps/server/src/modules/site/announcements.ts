import type { adminSaveAnnouncement } from '@casino/contract/calls/site';
import type { ParsedRequestOf } from '@casino/contract/call';
import { CODES } from '@casino/contract/codes';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { checkAnnouncement } from '@casino/contract/rules/admin-content';
import type { Kysely, Selectable } from 'kysely';
import type { AuditWriter } from '../../audit/audit-log';
import type { Database } from '../../db/database';
import { inMoneyTransaction } from '../../db/money-transaction';
import type { AnnouncementTable, Tables } from '../../db/schema';
import { BusinessError } from '../../http/business-error';

type AnnouncementRow = Selectable<AnnouncementTable>;

export function announcementItem(row: AnnouncementRow) {
  return { id: row.id, text: row.text, sort: row.sort };
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
