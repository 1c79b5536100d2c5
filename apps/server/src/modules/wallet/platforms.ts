import { MAIN_WALLET, MAIN_WALLET_NAME } from '@casino/contract/constants';
import { fenToYuan } from '@casino/contract/money';
import type { Kysely } from 'kysely';
import { compiledQuery } from '../../db/compiled-query';
import type { Tables } from '../../db/schema';
import { memberBalances } from '../../ledger/balances';

export function enabledPlatforms(db: Kysely<Tables>) {
  return db.selectFrom('platform').select(['code', 'name']).where('state', '=', 1).orderBy('sort').orderBy('code').execute();
}

const enabledPlatformQuery = compiledQuery((db, { code }: { code: string }) => db.selectFrom('platform').select('code').where('code', '=', code).where('state', '=', 1));

/** Whether `code` is an enabled platform: asked by every transfer, so compiled once. */
export async function isEnabledPlatform(db: Kysely<Tables>, code: string): Promise<boolean> {
  return (await enabledPlatformQuery(db, { code })).rows.length > 0;
}

/** The main wallet first, then every enabled platform with the member's balance there. */
export async function walletList(db: Kysely<Tables>, memberId: number) {
  const [platforms, balances] = await Promise.all([enabledPlatforms(db), memberBalances(db, memberId)]);
  return [
    { platname: MAIN_WALLET, name: MAIN_WALLET_NAME, balance: fenToYuan(balances.mainFen) },
    ...platforms.map((p) => ({ platname: p.code, name: p.name, balance: fenToYuan(balances.byPlatform.get(p.code) ?? 0) })),
  ];
}
