import type { MemberLink, MemberLinkKind } from '@casino/contract/entities/account';
import type { Kysely } from 'kysely';
import type { Tables } from '../../platform/db/schema';

/** At most this many links a member: enough for a reviewer, bounded for a shared address (an office, a proxy). */
export const LINKS_SHOWN = 50;

interface LinkRow {
  member_id: number;
  other: string;
  value: string;
}

/**
 * The other members linked to each of these: one who registered or logged in from an address or a device (the web
 * app's X-Device-Id) they used, bound the same account number (bank card or wallet address), or has the same real
 * name or mobile. Links of one member come by kind, then by the other's name; at most LINKS_SHOWN each.
 */
export async function linksOf(db: Kysely<Tables>, memberIds: readonly number[]): Promise<Map<number, MemberLink[]>> {
  const links = new Map<number, MemberLink[]>(memberIds.map((id) => [id, []]));
  if (memberIds.length === 0) return links;
  const ids = [...memberIds];
  const found: [MemberLinkKind, LinkRow[]][] = await Promise.all([
    db
      .selectFrom('member_login as mine')
      .innerJoin('member_login as theirs', (join) => join.onRef('theirs.ip', '=', 'mine.ip').onRef('theirs.member_id', '<>', 'mine.member_id'))
      .innerJoin('member as other', 'other.id', 'theirs.member_id')
      .select(['mine.member_id', 'other.username as other', 'mine.ip as value'])
      .where('mine.member_id', 'in', ids)
      .distinct()
      .execute()
      .then((rows): [MemberLinkKind, LinkRow[]] => ['ip', rows]),
    db
      .selectFrom('member_login as mine')
      .innerJoin('member_login as theirs', (join) => join.onRef('theirs.device_id', '=', 'mine.device_id').onRef('theirs.member_id', '<>', 'mine.member_id'))
      .innerJoin('member as other', 'other.id', 'theirs.member_id')
      .select(['mine.member_id', 'other.username as other', 'mine.device_id as value'])
      .where('mine.member_id', 'in', ids)
      .where('mine.device_id', 'is not', null)
      .distinct()
      .execute()
      .then((rows): [MemberLinkKind, LinkRow[]] => ['device', rows.map((row) => ({ ...row, value: row.value ?? '' }))]),
    db
      .selectFrom('bound_card as mine')
      .innerJoin('bound_card as theirs', (join) => join.onRef('theirs.bank_no', '=', 'mine.bank_no').onRef('theirs.member_id', '<>', 'mine.member_id'))
      .innerJoin('member as other', 'other.id', 'theirs.member_id')
      .select(['mine.member_id', 'other.username as other', 'mine.bank_no as value'])
      .where('mine.member_id', 'in', ids)
      .distinct()
      .execute()
      .then((rows): [MemberLinkKind, LinkRow[]] => ['account', rows]),
    ...(['realname', 'mobile'] as const).map((column) =>
      db
        .selectFrom('member as mine')
        .innerJoin('member as other', (join) => join.onRef(`other.${column}`, '=', `mine.${column}`).onRef('other.id', '<>', 'mine.id'))
        .select(['mine.id as member_id', 'other.username as other', `mine.${column} as value`])
        .where('mine.id', 'in', ids)
        .where(`mine.${column}`, '<>', '')
        .execute()
        .then((rows): [MemberLinkKind, LinkRow[]] => [column, rows]),
    ),
  ]);
  for (const [kind, rows] of found) {
    for (const row of [...rows].sort((a, b) => a.other.localeCompare(b.other))) {
      const list = links.get(row.member_id);
      if (list && list.length < LINKS_SHOWN) list.push({ username: row.other, kind, value: row.value });
    }
  }
  return links;
}

/** Links as an operator reads them: a shared account number shown as `number` shows it (accountNumberFor the operator's role). */
export function linksShown(links: readonly MemberLink[], number: (value: string) => string): MemberLink[] {
  return links.map((link) => (link.kind === 'account' ? { ...link, value: number(link.value) } : link));
}
