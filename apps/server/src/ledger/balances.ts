import type { Kysely } from 'kysely';
import { compiledQuery } from '../platform/db/compiled-query';
import { dialectOf } from '../platform/db/dialect';
import type { Tables } from '../platform/db/schema';
import { ACCOUNT_KIND } from './accounts';

interface Counters {
  credits_posted: number;
  debits_posted: number;
  debits_pending: number;
}

/** What an account can spend (LEDGER.md): its posted balance less its held (pending) debits. */
export function availableFen(account: Counters): number {
  return account.credits_posted - account.debits_posted - account.debits_pending;
}

export interface MemberBalances {
  /** Available in the main wallet. */
  mainFen: number;
  /** The sum over the member's game platform wallets. */
  gameFen: number;
  /** Available in each game platform wallet the member has, by platform code. */
  byPlatform: Map<string, number>;
}

const accountsOf = (db: Kysely<Tables>, memberId: number) =>
  db.selectFrom('account').select(['kind', 'platform', 'credits_posted', 'debits_posted', 'debits_pending']).where('member_id', '=', memberId);

type AccountRow = Awaited<ReturnType<ReturnType<typeof accountsOf>['execute']>>[number];

function summarize(rows: readonly AccountRow[]): MemberBalances {
  const byPlatform = new Map<string, number>();
  let mainFen = 0;
  let gameFen = 0;
  for (const row of rows) {
    const available = availableFen(row);
    if (row.kind === ACCOUNT_KIND.main) {
      mainFen += available;
    } else if (row.kind === ACCOUNT_KIND.platform) {
      gameFen += available;
      byPlatform.set(row.platform, available);
    }
  }
  return { mainFen, gameFen, byPlatform };
}

/** Read by every balance poll and money call: compiled once (platform/db/compiled-query.ts). */
const accountsQuery = compiledQuery((db, { memberId }: { memberId: number }) => accountsOf(db, memberId));

/**
 * A member's balances, read from their ledger accounts (none yet means zero). Inside a money
 * transaction, pass its `trx`: the answer is then what that transaction sees.
 */
export async function memberBalances(db: Kysely<Tables>, memberId: number): Promise<MemberBalances> {
  return summarize((await accountsQuery(db, { memberId })).rows);
}

/**
 * A member's balances for a money transaction that moves what it reads (transall, the seamless sweep):
 * their accounts are locked first, in account-id order as the ledger updates them, so a concurrent
 * operation on them commits before this read, which then sees its result. On PostgreSQL READ COMMITTED a
 * plain read answers what was committed before; moving that amount once the other operation has taken
 * it would be refused as insufficient. On SQLite `BEGIN IMMEDIATE` already holds the database.
 */
export async function lockMemberBalances(trx: Kysely<Tables>, memberId: number): Promise<MemberBalances> {
  if (dialectOf(trx) === 'postgres') {
    await trx.selectFrom('account').select('id').where('member_id', '=', memberId).orderBy('id').forUpdate().execute();
  }
  return memberBalances(trx, memberId);
}
