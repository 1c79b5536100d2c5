import type { DataOf } from '@casino/contract/call';
import type { adminBlacklist } from '@casino/contract/calls/blacklist';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { CODES } from '@casino/contract/codes';
import { blacklistKey, blacklistNumber, checkBlacklistEntry, type BlacklistKind } from '@casino/contract/rules/admin-blacklist';
import { text } from '@casino/contract/rules/check';
import { formatBeijingTime } from '@casino/contract/time';
import type { Page } from '@casino/contract/wire';
import type { Kysely } from 'kysely';
import type { AuditWriter } from '../../kernel/audit-log';
import type { Database } from '../../platform/db/database';
import { isUniqueViolation } from '../../platform/db/dialect';
import { inMoneyTransaction } from '../../platform/db/money-transaction';
import type { Tables } from '../../platform/db/schema';
import { BusinessError } from '../../kernel/errors';
import { paginate, type PageRequest } from '../../kernel/lists/page';
import { boundMembersByKey } from './matches';

type BlacklistEntry = DataOf<typeof adminBlacklist>['data'][number];
type EntryRow = Omit<Tables['blacklisted_account'], 'id'> & { id: number };

/** Above every character: `[prefix, prefix + TOP)` is the range of the keys that start with prefix. */
const TOP = '\u{10FFFF}';

const kindOf = (kind: string): BlacklistKind => (kind === 'card' ? 'card' : 'address');

function entryOf(row: EntryRow, bound: number): BlacklistEntry {
  return { id: row.id, kind: kindOf(row.kind), number: row.number, reason: row.reason, created_by: row.created_by, created_at: formatBeijingTime(row.created_at), bound };
}

/** The blacklist, newest first, of one kind or found by the start of the number (spaces out; a 0x address whatever its case), each with how many members have it bound. */
export async function blacklistPage(db: Kysely<Tables>, filters: { kind?: BlacklistKind | undefined; q?: string | undefined }, page: PageRequest): Promise<Page<BlacklistEntry>> {
  const typed = blacklistNumber(filters.q);
  const prefix = /^0x/i.test(typed) ? typed.toLowerCase() : typed;
  const filtered = db
    .selectFrom('blacklisted_account')
    .$if(filters.kind !== undefined, (query) => query.where('kind', '=', filters.kind ?? ''))
    .$if(prefix !== '', (query) => query.where('number_key', '>=', prefix).where('number_key', '<', prefix + TOP));
  const found = await paginate(filtered, (query) => query.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'), page, (row) => row);
  const bound = await boundMembersByKey(db, found.data.map((row) => row.number_key));
  return { ...found, data: found.data.map((row) => entryOf(row, bound.get(row.number_key)?.size ?? 0)) };
}

/** Blacklists a card number or address (checkBlacklistEntry); one already listed is refused. Audited. */
export async function addToBlacklist(database: Database, fields: { kind: BlacklistKind; number: string; reason: string }, by: string, now: number, audit: AuditWriter): Promise<BlacklistEntry> {
  const broken = checkBlacklistEntry(fields);
  if (broken !== undefined) throw new BusinessError(broken, CODES.validation);
  const entry = { kind: fields.kind, number: blacklistNumber(fields.number), number_key: blacklistKey(fields.number), reason: text(fields.reason), created_by: by, created_at: now };
  try {
    const id = await inMoneyTransaction(database, async (trx) => {
      const listed = await trx.selectFrom('blacklisted_account').select('id').where('number_key', '=', entry.number_key).executeTakeFirst();
      if (listed) throw new BusinessError(ADMIN_MSG.adminBlacklistDuplicate, CODES.conflict);
      const row = await trx.insertInto('blacklisted_account').values(entry).returning('id').executeTakeFirstOrThrow();
      await audit(trx, { target: `blacklist:${entry.number}`, before: null, after: { kind: entry.kind, number: entry.number, reason: entry.reason } });
      return row.id;
    });
    const bound = await boundMembersByKey(database.db, [entry.number_key]);
    return entryOf({ ...entry, id }, bound.get(entry.number_key)?.size ?? 0);
  } catch (error) {
    // Two operators adding the same number at once: the second meets the unique key.
    if (isUniqueViolation(error)) throw new BusinessError(ADMIN_MSG.adminBlacklistDuplicate, CODES.conflict);
    throw error;
  }
}

/** Takes an entry off the blacklist; audited with it as it was. */
export async function removeFromBlacklist(database: Database, id: number, audit: AuditWriter): Promise<void> {
  await inMoneyTransaction(database, async (trx) => {
    const entry = await trx.selectFrom('blacklisted_account').selectAll().where('id', '=', id).executeTakeFirst();
    if (!entry) throw new BusinessError(ADMIN_MSG.adminBlacklistNotFound, CODES.notFound);
    await trx.deleteFrom('blacklisted_account').where('id', '=', id).execute();
    await audit(trx, {
      target: `blacklist:${entry.number}`,
      before: { kind: entry.kind, number: entry.number, reason: entry.reason, created_by: entry.created_by, created_at: formatBeijingTime(entry.created_at) },
      after: null,
    });
  });
}
