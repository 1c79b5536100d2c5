import type { ParsedRequestOf } from '@casino/contract/call';
import type { transfer } from '@casino/contract/calls/wallet';
import { CODES } from '@casino/contract/codes';
import { MAIN_WALLET } from '@casino/contract/constants';
import { MSG } from '@casino/contract/messages';
import { fenToYuan, parseYuan } from '@casino/contract/money';
import { checkTransfer } from '@casino/contract/rules/transfer';
import type { Kysely } from 'kysely';
import type { Tables } from '../../platform/db/schema';
import { assertValid, BusinessError } from '../../kernel/errors';
import { availableFen, lockMemberBalances } from '../../ledger/balances';
import { memberMain, memberPlatform, type Ledger } from '../../ledger/ledger';
import { TRANSFER_KIND } from '../../ledger/transfer-kinds';
import { hasRemoteWallet, isSeamless, REMOTE_WALLET_PROTOCOLS } from '../../integrations/platforms/registry';
import { openPlatformTransfer } from './platform-transfer-orders';
import type { PlatformsCache } from './platforms';

/** A transfer's money step: done (the main wallet's balance after it), or a transfer-wallet platform's order held, to be sent after the commit. */
export type TransferStep = { balance: number } | { platformTransfer: string };

/**
 * Moves money between the main wallet and a platform's, one of them the main wallet: into an enabled platform,
 * out of an enabled or a hidden one. Answers the main wallet's balance after it. A transfer-wallet platform's transfer
 * is only held here (platform-transfer-orders.ts); a seamless-wallet platform's is refused: its games bet from main.
 */
export async function transferBetweenWallets(
  trx: Kysely<Tables>,
  ledger: Ledger,
  platforms: PlatformsCache,
  memberId: number,
  input: ParsedRequestOf<typeof transfer>,
  { opId, now }: { opId: string; now: number },
): Promise<TransferStep> {
  assertValid(checkTransfer(input));
  const amount = parseYuan(input.amount) ?? 0;
  const source = (input.sourcetype ?? '').trim();
  const target = (input.targettype ?? '').trim();
  if (source !== MAIN_WALLET && target !== MAIN_WALLET) throw new BusinessError(MSG.transferNeedsMainWallet, CODES.transferFailed);
  const platform = source === MAIN_WALLET ? target : source;
  const into = source === MAIN_WALLET;
  const status = await platforms.statusIn(trx, platform);
  if (status === 'unknown') throw new BusinessError(MSG.unknownPlatform, CODES.transferFailed);
  if (status === 'hidden' && into) throw new BusinessError(MSG.platformHidden, CODES.transferFailed);
  const connection = await trx.selectFrom('platform_connection').select('protocol').where('platform', '=', platform).executeTakeFirst();
  if (isSeamless(connection?.protocol)) throw new BusinessError(MSG.platformSeamless, CODES.transferFailed);
  if (hasRemoteWallet(connection?.protocol)) return { platformTransfer: await openPlatformTransfer(trx, ledger, { memberId, platform, direction: into ? 'in' : 'out', amount, opId, now }) };
  const after = await ledger.transfer(opId, [
    {
      id: `${opId}:transfer`,
      debit: into ? memberMain(memberId) : memberPlatform(memberId, platform),
      credit: into ? memberPlatform(memberId, platform) : memberMain(memberId),
      amount,
      kind: into ? TRANSFER_KIND.transferIn : TRANSFER_KIND.transferOut,
      refType: 'platform',
      refId: platform,
    },
  ]);
  // The main wallet is one leg of the transfer: the ledger answered its counters, no need to read them again.
  const main = after.get(await ledger.accountId(memberMain(memberId)));
  if (!main) throw new Error('the transfer did not change the main wallet');
  return { balance: fenToYuan(availableFen(main)) };
}

/**
 * What 一键回收's transaction did: whether it moved anything, the transfer-wallet platforms' orders to send after the
 * commit, and the platforms left (their balance is not our ledger's).
 */
export interface RecoveryStep {
  recovered: boolean;
  platformTransfers: string[];
  unsettled: string[];
}

/**
 * Brings every platform balance of the member back to the main wallet. A transfer-wallet platform's balance is only
 * held here, as an order out of it (sent after the commit: recoverPlatformWallets), and only when the platform's own
 * balance, asked before the transaction after its bets were pulled (`platformBalances`), is what our ledger holds there.
 */
export async function recoverAllWallets(
  trx: Kysely<Tables>,
  ledger: Ledger,
  memberId: number,
  { opId, now, platformBalances }: { opId: string; now: number; platformBalances: ReadonlyMap<string, number | undefined> },
): Promise<RecoveryStep> {
  const { byPlatform } = await lockMemberBalances(trx, memberId);
  const transferWallets = new Set((await trx.selectFrom('platform_connection').select('platform').where('protocol', 'in', REMOTE_WALLET_PROTOCOLS).execute()).map((row) => row.platform));
  const held = [...byPlatform].map(([platform, amount]) => ({ platform, amount })).filter((wallet) => wallet.amount > 0);
  const recoverable = held.filter((wallet) => !transferWallets.has(wallet.platform));
  const platformTransfers: string[] = [];
  const unsettled: string[] = [];
  const transferHeld = new Map(held.filter((wallet) => transferWallets.has(wallet.platform)).map((wallet) => [wallet.platform, wallet.amount]));
  // Money at a platform our ledger does not hold there (its bets not all pulled yet) is not recovered either, and said so.
  for (const [platform, remote] of platformBalances) if (transferWallets.has(platform) && !transferHeld.has(platform) && remote !== undefined && remote > 0) transferHeld.set(platform, 0);
  for (const [platform, amount] of transferHeld) {
    if (platformBalances.get(platform) !== amount) {
      unsettled.push(platform);
      continue;
    }
    platformTransfers.push(await openPlatformTransfer(trx, ledger, { memberId, platform, direction: 'out', amount, opId, now }));
  }
  await ledger.transfer(
    opId,
    recoverable.map(({ platform, amount }) => ({
      id: `${opId}:${platform}`,
      debit: memberPlatform(memberId, platform),
      credit: memberMain(memberId),
      amount,
      kind: TRANSFER_KIND.transferOut,
      refType: 'platform',
      refId: platform,
    })),
  );
  return { recovered: recoverable.length > 0, platformTransfers, unsettled };
}

/** Turns the member's seamless (免转) mode on (1) or off (0). */
export async function setTransferStatus(db: Kysely<Tables>, memberId: number, transferstatus: number) {
  const status: 0 | 1 = transferstatus === 1 ? 1 : 0;
  await db.updateTable('member').set({ transferstatus: status }).where('id', '=', memberId).execute();
  return { transferstatus: status };
}
