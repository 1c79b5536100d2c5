import { balancelist, balancelist2, transall, transfer, uptransferstatus } from '@casino/contract/calls/wallet';
import { MSG } from '@casino/contract/messages';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { currentMember } from '../../platform/http/auth';
import { answerMoneyCallWith } from '../../kernel/money-call';
import { answerCall } from '../../platform/http/route';
import { PlatformConnections } from '../../integrations/platforms/connections';
import type { BetPullDeps } from '../../integrations/platforms/hub88-transfer/pull';
import { platformBalancesBeforeRecovery, pullBeforeTransferOut } from './platform-bets-pull';
import { finishPlatformTransfer, finishRecovery } from './platform-transfer-answers';
import { remotePlatformBalances, type PlatformTransferDeps } from './platform-transfer-calls';
import { walletList } from './platforms';
import { recoverAllWallets, setTransferStatus, transferBetweenWallets } from './transfers';

export function walletRoutes(api: FastifyInstance, context: AppContext, connections = new PlatformConnections(context.db, context.secrets)): void {
  const { db, platforms } = context;
  const transferDeps: PlatformTransferDeps = { database: context.database, connections, clock: context.clock, timeoutMs: context.config.PLATFORM_TRANSFER_TIMEOUT_MS };
  // A member waits for these pulls: as long as for a transfer call, not the job's longer wait.
  const betDeps: BetPullDeps = { database: context.database, connections, clock: context.clock, log: api.log, timeoutMs: context.config.PLATFORM_TRANSFER_TIMEOUT_MS, maxCreditFen: context.config.MAX_EXTERNAL_CREDIT_FEN };
  // 一键回收's platform balances, asked before its transaction, for that transaction.
  const recoveryBalances = new WeakMap<object, Map<string, number | undefined>>();
  const wallets = async (memberId: number) => walletList(db, platforms, memberId, await remotePlatformBalances(connections, memberId));

  answerCall(api, balancelist, async ({ request }) => ({ data: await wallets(currentMember(request).id) }));
  answerCall(api, balancelist2, async ({ request }) => ({ data: await wallets(currentMember(request).id) }));

  answerMoneyCallWith(api, context, transfer, {
    before: ({ input, member }) => pullBeforeTransferOut(betDeps, member.id, input),
    inTransaction: ({ input, member, trx, ledger, opId, now }) => transferBetweenWallets(trx, ledger, platforms, member.id, input, { opId, now }),
    afterCommit: async (step, { member }) =>
      'platformTransfer' in step ? finishPlatformTransfer(transferDeps, member.id, step.platformTransfer) : { data: step, message: MSG.operationOk },
  });

  answerMoneyCallWith(api, context, transall, {
    before: async ({ member, request }) => {
      recoveryBalances.set(request, await platformBalancesBeforeRecovery(betDeps, member.id));
    },
    inTransaction: ({ member, request, trx, ledger, opId, now }) => recoverAllWallets(trx, ledger, member.id, { opId, now, platformBalances: recoveryBalances.get(request) ?? new Map() }),
    afterCommit: (step, { member }) => finishRecovery(transferDeps, member.id, step),
  });

  answerCall(api, uptransferstatus, async ({ input, request }) => ({ data: await setTransferStatus(db, currentMember(request).id, input.transferstatus), message: MSG.operationOk }));
}
