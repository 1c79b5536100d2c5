import { balancelist, balancelist2, transall, transfer, uptransferstatus } from '@casino/contract/calls/wallet';
import { CODES } from '@casino/contract/codes';
import { MAIN_WALLET } from '@casino/contract/constants';
import { MSG } from '@casino/contract/messages';
import { fenToYuan, parseYuan } from '@casino/contract/money';
import { checkTransfer } from '@casino/contract/rules/transfer';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { currentMember } from '../../http/auth';
import { assertValid, BusinessError } from '../../http/business-error';
import { answerMoneyCall } from '../../http/money-call';
import { answerCall } from '../../http/route';
import { availableFen, lockMemberBalances, memberBalances } from '../../ledger/balances';
import { memberMain, memberPlatform } from '../../ledger/ledger';
import { TRANSFER_KIND } from '../../ledger/transfer-kinds';
import { walletList } from './platforms';

export function walletRoutes(api: FastifyInstance, context: AppContext): void {
  const { db, platforms } = context;

  answerCall(api, balancelist, async ({ request }) => ({ data: await walletList(db, platforms, currentMember(request).id) }));
  answerCall(api, balancelist2, async ({ request }) => ({ data: await walletList(db, platforms, currentMember(request).id) }));

  answerMoneyCall(api, context, transfer, async ({ input, member, trx, ledger, opId }) => {
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
    const after = await ledger.transfer(opId, [
      {
        id: `${opId}:transfer`,
        debit: into ? memberMain(member.id) : memberPlatform(member.id, platform),
        credit: into ? memberPlatform(member.id, platform) : memberMain(member.id),
        amount,
        kind: into ? TRANSFER_KIND.transferIn : TRANSFER_KIND.transferOut,
        refType: 'platform',
        refId: platform,
      },
    ]);
    // The main wallet is one leg of the transfer: the ledger answered its counters, no need to read them again.
    const main = after.get(await ledger.accountId(memberMain(member.id)));
    if (!main) throw new Error('the transfer did not change the main wallet');
    return { data: { balance: fenToYuan(availableFen(main)) }, message: MSG.operationOk };
  });

  answerMoneyCall(api, context, transall, async ({ member, trx, ledger, opId }) => {
    const { byPlatform } = await lockMemberBalances(trx, member.id);
    const recoverable = [...byPlatform].map(([platform, amount]) => ({ platform, amount })).filter((wallet) => wallet.amount > 0);
    await ledger.transfer(
      opId,
      recoverable.map(({ platform, amount }) => ({
        id: `${opId}:${platform}`,
        debit: memberPlatform(member.id, platform),
        credit: memberMain(member.id),
        amount,
        kind: TRANSFER_KIND.transferOut,
        refType: 'platform',
        refId: platform,
      })),
    );
    const { mainFen } = await memberBalances(trx, member.id);
    return { data: { balance: fenToYuan(mainFen) }, message: recoverable.length > 0 ? MSG.recovered : MSG.nothingToRecover };
  });

  answerCall(api, uptransferstatus, async ({ input, request }) => {
    const member = currentMember(request);
    const status: 0 | 1 = input.transferstatus === 1 ? 1 : 0;
    await db.updateTable('member').set({ transferstatus: status }).where('id', '=', member.id).execute();
    return { data: { transferstatus: status }, message: MSG.operationOk };
  });
}
