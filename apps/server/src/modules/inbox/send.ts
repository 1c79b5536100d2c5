import { CODES } from '@casino/contract/codes';
import { MSG } from '@casino/contract/messages';
import { SERVER_MSG } from '@casino/contract/server-messages';
import type { Kysely } from 'kysely';
import type { Tables } from '../../platform/db/schema';
import { BusinessError } from '../../kernel/errors';
import { findMemberByName } from '../../kernel/member-lookup';
import { sanitizeContentHtml } from '../../platform/security/content-html';
import { escapeMarkup } from '../../platform/security/escape-markup';
import type { AuditWriter } from '../../kernel/audit-log';
import { recordSend } from './sent';

/** Who `to` means: every member. */
export const EVERY_MEMBER = 'all';

/**
 * Puts a message in one member's inbox (by username) or in every member's ("all"), and lists it as sent by
 * `sentBy`. The content is HTML, stored under the contract's HTML policy as other content is (and shown under
 * it again); the title is text. Answers the message's id.
 */
export async function sendInboxMessage(db: Kysely<Tables>, to: string, title: string, html: string, sentBy: string, now: number, audit?: AuditWriter): Promise<number> {
  const content = await sanitizeContentHtml(html.trim());
  if (title.trim() === '' || content.trim() === '') throw new BusinessError(MSG.messageEmpty, CODES.validation);
  let member: { id: number; username: string } | null = null;
  if (to !== EVERY_MEMBER) {
    const found = await findMemberByName(db, to);
    if (!found) throw new BusinessError(SERVER_MSG.messageRecipientUnknown, CODES.notFound);
    member = found;
  }
  const memberId = member?.id ?? null;
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('inbox_message')
      .values({ member_id: memberId, title: title.trim(), content: content.trim(), created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordSend(trx, { title: title.trim(), audience: member ? 'member' : 'all', recipient: member?.username ?? '', recipients: member ? 1 : null, sent_by: sentBy, created_at: now });
    await audit?.(trx, { target: `inbox:${to === EVERY_MEMBER ? EVERY_MEMBER : String(memberId)}`, before: null, after: { id: row.id, member_id: memberId, title: title.trim() } });
    return row.id;
  });
}

/**
 * Puts a notice from the site in one member's inbox, in the caller's transaction (the refusal it tells of
 * and the notice commit together): a title and a plain text, shown as one paragraph.
 */
export async function noticeToMember(trx: Kysely<Tables>, memberId: number, title: string, text: string, now: number): Promise<void> {
  await trx.insertInto('inbox_message').values({ member_id: memberId, title, content: `<p>${escapeMarkup(text)}</p>`, created_at: now }).execute();
}
