import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/database';
import { isUniqueViolation } from '../../platform/db/dialect';
import { inMoneyTransaction } from '../../platform/db/money-transaction';
import type { Tables } from '../../platform/db/schema';
import { lockMemberBalances } from '../../ledger/balances';
import { InsufficientFunds, Ledger, memberMain, memberPlatform, TransferAlreadyReversed } from '../../ledger/ledger';
import { TRANSFER_KIND } from '../../ledger/transfer-kinds';
import type { WalletMode } from '../../integrations/platforms/provider';
import { REMOTE_WALLET_PROTOCOLS } from '../../integrations/platforms/registry';

/**
 * Seamless (免转) mode, the ledger part of opening a game: every other platform's balance back to main,
 * then all of main into the game's platform. Runs in the launch's money transaction. Answers the id of
 * the transfer into the platform, or null when there was nothing to move in. A seamless-wallet platform (`mode`
 * seamless: its bets debit main) gets nothing: every platform wallet, its own too, comes back to main.
 */
export async function sweepInto(trx: Kysely<Tables>, ledger: Ledger, opId: string, memberId: number, target: string, mode: WalletMode = 'transfer'): Promise<string | null> {
  const { mainFen, byPlatform } = await lockMemberBalances(trx, memberId);
  // A transfer-wallet platform's money is in the platform's own wallet: only a call to it moves it (modules/wallet/platform-transfer-*.ts), never this sweep.
  const transferWallets = new Set((await trx.selectFrom('platform_connection').select('platform').where('protocol', 'in', REMOTE_WALLET_PROTOCOLS).execute()).map((row) => row.platform));
  const others = [...byPlatform].filter(([platform, available]) => (mode === 'seamless' || platform !== target) && !transferWallets.has(platform) && available > 0);
  const mainAfter = mode === 'seamless' || transferWallets.has(target) ? 0 : mainFen + others.reduce((sum, [, available]) => sum + available, 0);
  const intoId = `${opId}:into:${target}`;
  await ledger.transfer(opId, [
    ...others.map(([platform, available]) => ({
      id: `${opId}:back:${platform}`,
      debit: memberPlatform(memberId, platform),
      credit: memberMain(memberId),
      amount: available,
      kind: TRANSFER_KIND.transferOut,
      refType: 'platform',
      refId: platform,
    })),
    ...(mainAfter > 0
      ? [{ id: intoId, debit: memberMain(memberId), credit: memberPlatform(memberId, target), amount: mainAfter, kind: TRANSFER_KIND.transferIn, refType: 'platform', refId: target }]
      : []),
  ]);
  return mainAfter > 0 ? intoId : null;
}

export type SweepUndo = 'returned' | 'already-returned' | 'spent';

/**
 * When the game could not be opened: the sweep's transfer into the platform moves back to main, in its
 * own money transaction, as a reversal whose id derives from it, so it applies once however often a
 * failed launch is replayed. The other platforms' balances stay in main. Answers 'spent' when the
 * platform wallet no longer holds the amount (the member moved or played it meanwhile).
 */
export async function undoSweep(database: Database, intoId: string, now: number): Promise<SweepUndo> {
  const id = `${intoId}:undo`;
  try {
    await inMoneyTransaction(database, (trx) => new Ledger(trx, now).reverse(id, { id, reverses: intoId, kind: TRANSFER_KIND.transferOut, memo: 'game launch failed' }));
    return 'returned';
  } catch (error) {
    if (error instanceof TransferAlreadyReversed || isUniqueViolation(error)) return 'already-returned';
    if (error instanceof InsufficientFunds) return 'spent';
    throw error;
  }
}
