import { CODES } from '@casino/contract/codes';
import { MSG } from '@casino/contract/messages';
import { MAX_INT32 } from '@casino/contract/wire';
import type { Kysely } from 'kysely';
import type { Tables } from '../platform/db/schema';
import { BusinessError } from './errors';

/** The member named so, whatever the case of the name. */
export function findMemberByName(db: Kysely<Tables>, username: string) {
  return db.selectFrom('member').selectAll().where('username_key', '=', username.trim().toLowerCase()).executeTakeFirst();
}

/** The member named so, or the call is refused as not found. */
export async function memberNamed(db: Kysely<Tables>, username: string) {
  const member = await findMemberByName(db, username);
  if (!member) throw new BusinessError(MSG.notFound, CODES.notFound);
  return member;
}

/** The referrer of a registration: a member id or a username; unknown referrers are ignored. */
export async function resolveReferrer(db: Kysely<Tables>, pid: string | number | undefined): Promise<number | null> {
  const text = String(pid ?? '').trim();
  if (text === '' || text === '0') return null;
  // Beyond the id column no member has that id (PostgreSQL would refuse the query): it is read as a name.
  const byId = /^\d{1,10}$/.test(text) && Number(text) <= MAX_INT32
    ? await db.selectFrom('member').select('id').where('id', '=', Number(text)).executeTakeFirst()
    : undefined;
  if (byId) return byId.id;
  const byName = await findMemberByName(db, text);
  return byName?.id ?? null;
}

/** The entry tier: the lowest active VIP id. */
export async function entryVipTier(db: Kysely<Tables>): Promise<number> {
  const row = await db.selectFrom('vip_tier').select('id').where('status', '=', 1).orderBy('id').executeTakeFirst();
  return row?.id ?? 1;
}
