import { MAIN_WALLET, MAIN_WALLET_NAME } from '@casino/contract/constants';
import { fenToYuan } from '@casino/contract/money';
import type { Kysely } from 'kysely';
import { compiledQuery } from '../../db/compiled-query';
import type { Tables } from '../../db/schema';
import { memberBalances } from '../../ledger/balances';

/** Every platform in its order; `state` 0 is one the operators hid, which may still hold members' balances. */
function platformsInOrder(db: Kysely<Tables>) {
  return db.selectFrom('platform').select(['code', 'name', 'state']).orderBy('sort').orderBy('code').execute();
}

const platformStateQuery = compiledQuery((db, { code }: { code: string }) => db.selectFrom('platform').select('state').where('code', '=', code));

/**
 * What a transfer may do with platform `code`: 'enabled' both ways; 'hidden' (by an operator) only give
 * the member's balance back; 'unknown' nothing. Asked by every transfer, so compiled once.
 */
export async function platformStatus(db: Kysely<Tables>, code: string): Promise<'enabled' | 'hidden' | 'unknown'> {
  const [row] = (await platformStateQuery(db, { code })).rows;
  if (!row) return 'unknown';
  return row.state === 1 ? 'enabled' : 'hidden';
}

/**
 * The main wallet first, then every enabled platform with the member's balance there. A hidden platform is
 * listed only while the member holds money in it, so that they see it and can move it out.
 */
export async function walletList(db: Kysely<Tables>, memberId: number) {
  const [platforms, balances] = await Promise.all([platformsInOrder(db), memberBalances(db, memberId)]);
  const balanceIn = (code: string) => balances.byPlatform.get(code) ?? 0;
  return [
    { platname: MAIN_WALLET, name: MAIN_WALLET_NAME, balance: fenToYuan(balances.mainFen) },
    ...platforms.filter((p) => p.state === 1 || balanceIn(p.code) > 0).map((p) => ({ platname: p.code, name: p.name, balance: fenToYuan(balanceIn(p.code)) })),
  ];
}
