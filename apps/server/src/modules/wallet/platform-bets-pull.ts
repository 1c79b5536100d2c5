import { MAIN_WALLET } from '@casino/contract/constants';
import { memberBalances } from '../../ledger/balances';
import { pullMemberBets, type BetPullDeps } from '../../integrations/platforms/hub88-transfer/pull';
import { remoteWalletOf } from '../../integrations/platforms/registry';

/**
 * Before a transfer out of a transfer-wallet platform (outside any transaction): the member's bets and wins there are
 * pulled into the ledger first, so the hold is taken from what the platform holds now.
 */
export async function pullBeforeTransferOut(deps: BetPullDeps, memberId: number, input: { sourcetype?: string | undefined }): Promise<void> {
  const source = (input.sourcetype ?? '').trim();
  if (source === '' || source === MAIN_WALLET) return;
  await pullMemberBets(deps, memberId, source);
}

/**
 * Before 一键回收 (outside any transaction): the member's bets at every transfer-wallet platform pulled, then each
 * platform's balance asked (undefined: no answer). Recovery sends an order only where this equals our ledger's; a
 * difference is logged here.
 */
export async function platformBalancesBeforeRecovery(deps: BetPullDeps, memberId: number): Promise<Map<string, number | undefined>> {
  const pulled = await pullMemberBets(deps, memberId);
  const { byPlatform } = await memberBalances(deps.database.db, memberId);
  const balances = new Map<string, number | undefined>();
  for (const platform of pulled.keys()) {
    const connection = await deps.connections.of(platform);
    const wallet = connection && remoteWalletOf(connection);
    const remote = wallet ? await wallet.balance(memberId) : undefined;
    balances.set(platform, remote);
    const ours = byPlatform.get(platform) ?? 0;
    if (remote !== ours && (ours > 0 || remote !== undefined)) {
      deps.log.warn({ platform, memberId, platformFen: remote ?? null, ledgerFen: ours }, "a transfer-wallet platform's balance is not our ledger's after its bets were pulled: 一键回收 leaves it");
    }
  }
  return balances;
}
