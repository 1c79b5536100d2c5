import { blacklistKey } from '@casino/contract/rules/admin-blacklist';
import type { Kysely } from 'kysely';
import { lower } from '../../platform/db/dialect';
import type { Tables } from '../../platform/db/schema';

/** A key of an ERC20 address: lower-case, so a bound number matches it whatever its case (by migration 0026's index on lower(bank_no)). */
const isErc20Key = (key: string) => /^0x[0-9a-f]{40}$/.test(key);

/** Of these numbers (as bound or typed), the keys (blacklistKey) on the blacklist. */
export async function blacklistedKeys(db: Kysely<Tables>, numbers: readonly string[]): Promise<Set<string>> {
  const keys = [...new Set(numbers.map(blacklistKey).filter((key) => key !== ''))];
  if (keys.length === 0) return new Set();
  const rows = await db.selectFrom('blacklisted_account').select('number_key').where('number_key', 'in', keys).execute();
  return new Set(rows.map((row) => row.number_key));
}

/** Is this number (a card number or address about to be bound) on the blacklist? */
export async function isBlacklisted(db: Kysely<Tables>, number: string): Promise<boolean> {
  return (await blacklistedKeys(db, [number])).size > 0;
}

/** The members who have each of these keys bound, by key. */
export async function boundMembersByKey(db: Kysely<Tables>, keys: readonly string[]): Promise<Map<string, Set<number>>> {
  const byKey = new Map<string, Set<number>>(keys.map((key) => [key, new Set()]));
  if (keys.length === 0) return byKey;
  const erc20 = keys.filter(isErc20Key);
  const exact = keys.filter((key) => !isErc20Key(key));
  const rows = await db
    .selectFrom('bound_card')
    .select(['member_id', 'bank_no'])
    .where((eb) => eb.or([...(exact.length > 0 ? [eb('bank_no', 'in', exact)] : []), ...(erc20.length > 0 ? [eb(lower('bank_no'), 'in', erc20)] : [])]))
    .execute();
  for (const row of rows) byKey.get(blacklistKey(row.bank_no))?.add(row.member_id);
  return byKey;
}

/** Of these members, the keys of the blacklisted accounts each has bound (a member with none is left out). */
export async function blacklistedBoundAccounts(db: Kysely<Tables>, memberIds: readonly number[]): Promise<Map<number, Set<string>>> {
  const found = new Map<number, Set<string>>();
  if (memberIds.length === 0) return found;
  const cards = await db.selectFrom('bound_card').select(['member_id', 'bank_no']).where('member_id', 'in', [...new Set(memberIds)]).execute();
  const listed = await blacklistedKeys(db, cards.map((card) => card.bank_no));
  for (const card of cards) {
    const key = blacklistKey(card.bank_no);
    if (!listed.has(key)) continue;
    const keys = found.get(card.member_id) ?? new Set<string>();
    keys.add(key);
    found.set(card.member_id, keys);
  }
  return found;
}
