import { CODES } from '@casino/contract/codes';
import { checkMemberTags, memberTagsOf } from '@casino/contract/rules/admin-member-risk';
import type { Kysely } from 'kysely';
import type { AuditWriter } from '../../kernel/audit-log';
import type { Database } from '../../platform/db/database';
import { inMoneyTransaction } from '../../platform/db/money-transaction';
import type { Tables } from '../../platform/db/schema';
import { BusinessError } from '../../kernel/errors';
import { memberNamed } from '../../kernel/member-lookup';

/** The tags of each of these members, in the order they were set (none: an empty list). */
export async function tagsOf(db: Kysely<Tables>, memberIds: readonly number[]): Promise<Map<number, string[]>> {
  const tags = new Map<number, string[]>(memberIds.map((id) => [id, []]));
  if (memberIds.length === 0) return tags;
  const rows = await db.selectFrom('member_tag').select(['member_id', 'tag']).where('member_id', 'in', [...new Set(memberIds)]).orderBy('member_id').orderBy('position').execute();
  for (const row of rows) tags.get(row.member_id)?.push(row.tag);
  return tags;
}

/** Sets a member's tags, replacing theirs (checkMemberTags); audited with the tags before and after. Answers the tags as kept. */
export async function setMemberTags(database: Database, username: string, asked: readonly string[], audit: AuditWriter): Promise<string[]> {
  const broken = checkMemberTags(asked);
  if (broken !== undefined) throw new BusinessError(broken, CODES.validation);
  const tags = memberTagsOf(asked);
  const member = await memberNamed(database.db, username);
  await inMoneyTransaction(database, async (trx) => {
    const before = (await tagsOf(trx, [member.id])).get(member.id) ?? [];
    await trx.deleteFrom('member_tag').where('member_id', '=', member.id).execute();
    if (tags.length > 0) await trx.insertInto('member_tag').values(tags.map((tag, position) => ({ member_id: member.id, tag, position }))).execute();
    await audit(trx, { target: `member:${member.username}`, before: { tags: before }, after: { tags } });
  });
  return tags;
}
