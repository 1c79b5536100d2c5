import { CODES } from '@casino/contract/codes';
import { MSG } from '@casino/contract/messages';
import { fenToYuan } from '@casino/contract/money';
import { BusinessError } from '../../kernel/errors';
import { memberBalances } from '../../ledger/balances';
import { runPlatformTransfer, type PlatformTransferDeps } from './platform-transfer-calls';

/**
 * After the commit of a transfer with a transfer-wallet platform: sends it and answers the member. Posted: the main
 * wallet's balance; refused: 游戏平台未受理 (the hold is released); unknown: it is being confirmed, the amount held.
 * A replay of the same call sends the same order again, which the platform applies at most once.
 */
export async function finishPlatformTransfer(deps: PlatformTransferDeps, memberId: number, orderId: string): Promise<{ data: { balance: number }; message: string }> {
  const state = await runPlatformTransfer(deps, orderId);
  if (state === 'voided') throw new BusinessError(MSG.platformTransferRefused, CODES.transferFailed);
  const { mainFen } = await memberBalances(deps.database.db, memberId);
  return { data: { balance: fenToYuan(mainFen) }, message: state === 'posted' ? MSG.operationOk : MSG.platformTransferPending };
}

/** After the commit of 一键回收: sends its transfer-wallet platforms' orders out; the message says what came back, or that a platform was left. */
export async function finishRecovery(deps: PlatformTransferDeps, memberId: number, step: { recovered: boolean; platformTransfers: string[]; unsettled?: string[] }) {
  const states = [];
  for (const orderId of step.platformTransfers) states.push(await runPlatformTransfer(deps, orderId));
  const { mainFen } = await memberBalances(deps.database.db, memberId);
  const pending = states.some((state) => state === 'pending' || state === 'unknown');
  const recovered = step.recovered || states.includes('posted');
  const message = pending ? MSG.platformTransferPending : (step.unsettled ?? []).length > 0 ? MSG.platformBalanceUnsettled : recovered ? MSG.recovered : MSG.nothingToRecover;
  return { data: { balance: fenToYuan(mainFen) }, message };
}
