import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { CODES } from '@casino/contract/codes';
import type { MemberNote } from '@casino/contract/entities/account';
import { checkMemberNote } from '@casino/contract/rules/admin-member-risk';
import { text } from '@casino/contract/rules/check';
import { formatBeijingTime } from '@casino/contract/time';
import type { Kysely } from 'kysely';
import type { AuditWriter } from '../../kernel/audit-log';
import type { Database } from '../../platform/db/database';
import { inMoneyTransaction } from '../../platform/db/money-transaction';
import type { Tables } from '../../platform/db/schema';
import { BusinessError } from '../../kernel/errors';
import { memberNamed } from '../../kernel/member-lookup';

/** The notes the member's detail shows, newest first. */
export const NOTES_SHOWN = 100;

/** Who writes or deletes a note: the operator's id, name and whether they are an owner (who may delete anyone's). */
export interface NoteAuthor {
  id: number;
  name: string;
  owner: boolean;
}

type NoteRow = Pick<Tables['member_note'], 'content' | 'author' | 'created_at'> & { id: number };

const noteOf = (row: NoteRow): MemberNote => ({ id: row.id, content: row.content, author: row.author, created_at: formatBeijingTime(row.created_at) });

/** The member's notes, newest first, up to NOTES_SHOWN. */
export async function notesOf(db: Kysely<Tables>, memberId: number): Promise<MemberNote[]> {
  const rows = await db
    .selectFrom('member_note')
    .select(['id', 'content', 'author', 'created_at'])
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(NOTES_SHOWN)
    .execute();
  return rows.map(noteOf);
}

/** Adds an operator's note on a member (checkMemberNote), audited with its text. */
export async function addMemberNote(database: Database, username: string, content: string, author: NoteAuthor, now: number, audit: AuditWriter): Promise<MemberNote> {
  const broken = checkMemberNote({ content });
  if (broken !== undefined) throw new BusinessError(broken, CODES.validation);
  const member = await memberNamed(database.db, username);
  const note = { member_id: member.id, content: text(content), author: author.name, author_id: author.id, created_at: now };
  return inMoneyTransaction(database, async (trx) => {
    const { id } = await trx.insertInto('member_note').values(note).returning('id').executeTakeFirstOrThrow();
    await audit(trx, { target: `member:${member.username}`, before: null, after: { note: id, content: note.content } });
    return noteOf({ ...note, id });
  });
}

/** Deletes a note: its author's, or anyone's by an owner; audited with the note as it was. */
export async function deleteMemberNote(database: Database, id: number, by: NoteAuthor, audit: AuditWriter): Promise<void> {
  await inMoneyTransaction(database, async (trx) => {
    const note = await trx
      .selectFrom('member_note')
      .innerJoin('member', 'member.id', 'member_note.member_id')
      .select(['member_note.id', 'member_note.content', 'member_note.author', 'member_note.author_id', 'member_note.created_at', 'member.username'])
      .where('member_note.id', '=', id)
      .executeTakeFirst();
    if (!note) throw new BusinessError(ADMIN_MSG.adminNoteNotFound, CODES.notFound);
    if (!by.owner && note.author_id !== by.id) throw new BusinessError(ADMIN_MSG.adminNoteNotYours, CODES.forbidden);
    await trx.deleteFrom('member_note').where('id', '=', id).execute();
    await audit(trx, { target: `member:${note.username}`, before: { note: note.id, content: note.content, author: note.author, created_at: formatBeijingTime(note.created_at) }, after: null });
  });
}
