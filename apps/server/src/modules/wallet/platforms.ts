import { MAIN_WALLET, MAIN_WALLET_NAME } from '@casino/contract/constants';
import { fenToYuan } from '@casino/contract/money';
import type { Kysely } from 'kysely';
import type { Tables } from '../../platform/db/schema';
import { memberBalances } from '../../ledger/balances';
import { RefreshingValue } from '../../platform/runtime/refreshing-value';

/** A platform as the wallet sees it; `state` 0 is one the operators hid, which may still hold members' balances. */
export interface WalletPlatform {
  code: string;
  name: string;
  state: number;
}

function platformsInOrder(db: Kysely<Tables>): Promise<WalletPlatform[]> {
  return db.selectFrom('platform').select(['code', 'name', 'state']).orderBy('sort').orderBy('code').execute();
}

/** How long a process answers the platforms it last read: every transfer and wallet list asks for them. */
export const PLATFORMS_TTL_MS = 1000;

/**
 * Every platform in its order, as this process last read it (see RefreshingValue). A transfer is spared a
 * round trip to the database; an operator's change through this process is seen at once (the console's
 * save forgets it), one through another instance within two seconds.
 */
export class PlatformsCache extends RefreshingValue<readonly WalletPlatform[]> {
  constructor(db: Kysely<Tables>, ttlMs = PLATFORMS_TTL_MS) {
    super(() => platformsInOrder(db), ttlMs);
  }

  /**
   * What a transfer in transaction `trx` may do with platform `code`: 'enabled' both ways; 'hidden' (by an
   * operator) only give the member's balance back; 'unknown' nothing.
   */
  async statusIn(trx: Kysely<Tables>, code: string): Promise<'enabled' | 'hidden' | 'unknown'> {
    const platform = (await this.currentIn(() => platformsInOrder(trx))).find((p) => p.code === code);
    if (!platform) return 'unknown';
    return platform.state === 1 ? 'enabled' : 'hidden';
  }
}

/**
 * The main wallet first, then every enabled platform with the member's balance there. A hidden platform is
 * listed only while the member holds money in it, so that they see it and can move it out. `remote`: the balances
 * the transfer-wallet platforms answered, in fen.
 */
export async function walletList(db: Kysely<Tables>, platformsCache: PlatformsCache, memberId: number, remote: ReadonlyMap<string, number> = new Map()) {
  const [platforms, balances] = await Promise.all([platformsCache.current(), memberBalances(db, memberId)]);
  // A transfer-wallet platform's balance is what the platform's own wallet answers (its bets move it there).
  const balanceIn = (code: string) => remote.get(code) ?? balances.byPlatform.get(code) ?? 0;
  return [
    { platname: MAIN_WALLET, name: MAIN_WALLET_NAME, balance: fenToYuan(balances.mainFen) },
    ...platforms.filter((p) => p.state === 1 || balanceIn(p.code) > 0).map((p) => ({ platname: p.code, name: p.name, balance: fenToYuan(balanceIn(p.code)) })),
  ];
}
