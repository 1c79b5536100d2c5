import { MAIN_WALLET } from '@casino/contract/constants';
import type { Kysely } from 'kysely';
import type { Tables } from '../db/schema';
import { ACCOUNT_KIND } from './accounts';

export interface MemberBalances {
  /** Available in the main wallet: posted balance less held (pending) debits. */
  mainFen: number;
  /** The sum over the member's game platform wallets. */
  gameFen: number;
  /** Available per platform code, the main wallet as userbalance. */
  byPlatform: Map<string, number>;
}

/** A member's balances, read from their ledger accounts (none yet means zero). */
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
    const available = row.credits_posted - row.debits_posted - row.debits_pending;
    if (row.kind === ACCOUNT_KIND.main) {
      mainFen += available;
      byPlatform.set(MAIN_WALLET, available);
    } else if (row.kind === ACCOUNT_KIND.platform) {
      gameFen += available;
      byPlatform.set(row.platform, available);
    }
  }
  return { mainFen, gameFen, byPlatform };
}
