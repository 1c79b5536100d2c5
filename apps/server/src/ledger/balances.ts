import type { Kysely } from 'kysely';
import type { Tables } from '../db/schema';
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

/**
 * A member's balances, read from their ledger accounts (none yet means zero). Inside a money
 * transaction, pass its `trx`: the answer is then what that transaction sees.
 */
export async function memberBalances(db: Kysely<Tables>, memberId: number): Promise<MemberBalances> {
  const rows = await db
    .selectFrom('account')
    .select(['kind', 'platform', 'credits_posted', 'debits_posted', 'debits_pending'])
    .where('member_id', '=', memberId)
    .execute();
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
