import { MAIN_WALLET, MAIN_WALLET_NAME } from '@casino/contract/constants';
import { fenToYuan } from '@casino/contract/money';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/schema';
import { memberBalances } from '../../ledger/balances';

export function enabledPlatforms(db: Kysely<Tables>) {
  return db.selectFrom('platform').select(['code', 'name']).where('state', '=', 1).orderBy('sort').orderBy('code').execute();
}

/** The main wallet first, then every enabled platform with the member's balance there. */
export async function walletList(db: Kysely<Tables>, memberId: number) {
  const [platforms, balances] = await Promise.all([enabledPlatforms(db), memberBalances(db, memberId)]);
  return [
    { platname: MAIN_WALLET, name: MAIN_WALLET_NAME, balance: fenToYuan(balances.mainFen) },
    ...platforms.map((p) => ({ platname: p.code, name: p.name, balance: fenToYuan(balances.byPlatform.get(p.code) ?? 0) })),
  ];
}
