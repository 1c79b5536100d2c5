import { balancelist, balancelist2, transall, transfer, uptransferstatus } from '@casino/contract/calls/wallet';
import { MSG } from '@casino/contract/messages';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { currentMember } from '../../http/auth';
import { answerMoneyCall } from '../../http/money-call';
import { answerCall } from '../../http/route';
import { walletList } from './platforms';
import { recoverAllWallets, setTransferStatus, transferBetweenWallets } from './transfers';

export function walletRoutes(api: FastifyInstance, context: AppContext): void {
  const { db, platforms } = context;

  answerCall(api, balancelist, async ({ request }) => ({ data: await walletList(db, platforms, currentMember(request).id) }));
  answerCall(api, balancelist2, async ({ request }) => ({ data: await walletList(db, platforms, currentMember(request).id) }));

  answerMoneyCall(api, context, transfer, async ({ input, member, trx, ledger, opId }) => ({
    data: await transferBetweenWallets(trx, ledger, platforms, member.id, input, opId),
    message: MSG.operationOk,
  }));

  answerMoneyCall(api, context, transall, ({ member, trx, ledger, opId }) => recoverAllWallets(trx, ledger, member.id, opId));

  answerCall(api, uptransferstatus, async ({ input, request }) => ({ data: await setTransferStatus(db, currentMember(request).id, input.transferstatus), message: MSG.operationOk }));
}
